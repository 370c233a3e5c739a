import { alreadyChose, MESSAGES, parseDecideInput } from './decision-input';

const user = '6f1c2a9e-2b7d-4c1e-9a3b-0d5e8f7a6b21';

describe('parseDecideInput', () => {
  it("'bet' is accepted as 'ride'", () => {
    const r = parseDecideInput({ userId: user, pickId: 'nba-1', decision: 'bet' });
    expect(r).toEqual({ ok: true, value: { userId: user, pickId: 'nba-1', decision: 'ride' } });
  });

  it('accepts ride and fade in any case', () => {
    expect(parseDecideInput({ userId: user, pickId: 'p', decision: 'FADE' })).toMatchObject({ ok: true, value: { decision: 'fade' } });
    expect(parseDecideInput({ userId: user, pickId: 'p', decision: ' Ride ' })).toMatchObject({ ok: true, value: { decision: 'ride' } });
  });

  it.each([['hold'], [''], [undefined], [42], ['rides']])("anything else is rejected: 'Decision action must be ride or fade' (%p)", (decision) => {
    expect(parseDecideInput({ userId: user, pickId: 'p', decision })).toEqual({
      ok: false,
      error: { name: 'InvalidDecision', message: 'Decision action must be ride or fade' },
    });
  });

  it('a missing pick id is rejected', () => {
    expect(parseDecideInput({ userId: user, pickId: '  ', decision: 'ride' })).toMatchObject({ ok: false, error: { name: 'MissingPick' } });
    expect(parseDecideInput({ userId: user, decision: 'ride' })).toMatchObject({ ok: false, error: { name: 'MissingPick' } });
  });

  it("no user: 'Sign in to track your picks!'", () => {
    expect(parseDecideInput({ pickId: 'p', decision: 'ride' })).toEqual({ ok: false, error: { name: 'NotSignedIn', message: MESSAGES.notSignedIn } });
    expect(MESSAGES.notSignedIn).toBe('Sign in to track your picks!');
  });

  it('a user id that is not a UUID is rejected as invalid, not as signed out', () => {
    expect(parseDecideInput({ userId: 'bob', pickId: 'p', decision: 'ride' })).toMatchObject({ ok: false, error: { name: 'InvalidUser' } });
  });
});

describe('alreadyChose', () => {
  it("a repeat answers 'You already chose to {DECISION} this pick!'", () => {
    expect(alreadyChose('ride')).toBe('You already chose to RIDE this pick!');
    expect(alreadyChose('fade')).toBe('You already chose to FADE this pick!');
  });
});
