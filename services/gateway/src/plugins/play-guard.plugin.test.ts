import { blockInForce, openDuringABreak, playBreakError, playClaimOf } from './play-guard.plugin';

const NOW = new Date('2026-11-25T17:00:00Z');

describe('"a cool-off cannot be ended early": the block in force at, before and after its end', () => {
  const cool = (until: string) => ({ state: 'cool_off' as const, until });
  test('a cool-off holds until its end and not a millisecond after', () => {
    expect(blockInForce(cool('2026-11-25T17:00:00.001Z'), NOW)).toBe(true);
    expect(blockInForce(cool('2026-11-25T17:00:00.000Z'), NOW)).toBe(false);
    expect(blockInForce(cool('2026-11-25T16:59:59.999Z'), NOW)).toBe(false);
  });
  test('a self-exclusion and under age hold whatever the clock says (only a new token ends them)', () => {
    expect(blockInForce({ state: 'self_exclusion', until: null }, NOW)).toBe(true);
    expect(blockInForce({ state: 'self_exclusion', until: '2020-01-01T00:00:00Z' }, NOW)).toBe(true);
    expect(blockInForce({ state: 'under_age', until: null }, NOW)).toBe(true);
    expect(blockInForce({ state: 'needs_date_of_birth', until: null }, NOW)).toBe(true);
    expect(blockInForce(null, NOW)).toBe(false);
  });
  test('a token claim is read only in its one shape', () => {
    expect(playClaimOf({ play: { state: 'cool_off', until: '2026-11-26T17:00:00Z' } })).toEqual({ state: 'cool_off', until: '2026-11-26T17:00:00Z' });
    expect(playClaimOf({ play: { state: 'needs_date_of_birth', until: null } })).toEqual({ state: 'needs_date_of_birth', until: null });
    expect(playClaimOf({ play: { state: 'holiday' } })).toBeNull();
    expect(playClaimOf({ play: 'cool_off' })).toBeNull();
    expect(playClaimOf({})).toBeNull();
  });
});

describe('"every route that serves picks/props/thoughts/decisions refuses": the open list is the exception', () => {
  test('account, billing, play and history are open; everything else, and every new route, is refused', () => {
    for (const open of ['/api/auth/signin', '/api/me', '/api/me/date-of-birth', '/api/me/alerts', '/api/billing/cancel', '/api/billing/entitlement', '/api/play', '/api/play/break', '/api/decisions/mine', '/api/stats/me', '/api/docs']) {
      expect([open, openDuringABreak(open)]).toEqual([open, true]);
    }
    for (const refused of ['/api/picks/today', '/api/decisions', '/api/props/today', '/api/thoughts', '/api/parlays/today', '/api/mega', '/api/meals', '/api/stats/stream', '/api/playbook', '/api/billing/checkout', '/api/billing/resume', '/api/billingx']) {
      expect([refused, openDuringABreak(refused)]).toEqual([refused, false]);
    }
  });
  test('"a missing date of birth is a block until it is given": the refusal says where to give it', () => {
    const e = playBreakError({ state: 'needs_date_of_birth', until: null });
    expect([e.kind, e.code, e.details]).toEqual(['forbidden', 'play_break', { state: 'needs_date_of_birth', until: null, help: '/help', dateOfBirth: '/api/me/date-of-birth' }]);
    expect(e.message).toMatch(/^Gary is for adults 21 and over: give your date of birth .* Help, any time: \/help \(1-800-GAMBLER\)\.$/);
  });
  test('the refusal is a 403 play_break naming the end and linking help', () => {
    const e = playBreakError({ state: 'cool_off', until: '2026-11-26T17:00:00.000Z' });
    expect([e.kind, e.code, e.details]).toEqual(['forbidden', 'play_break', { state: 'cool_off', until: '2026-11-26T17:00:00.000Z', help: '/help' }]);
    expect(e.message).toBe('You are taking a break until Nov 26, 2026, 12:00 PM ET. Picks, props, thoughts and decisions are paused until then. Help, any time: /help (1-800-GAMBLER).');
  });
});
