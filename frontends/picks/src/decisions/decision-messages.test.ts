import type { ApiResult, DecisionResponse } from '@gary/design';
import { DECISION_FAILED, DECISION_FAILED_DEFAULT, PICK_CLOSED, SIGN_IN_TO_TRACK, alreadyChoseMessage, interpretDecision, normaliseSide } from './decision-messages';

const err = (status: number, details?: unknown): ApiResult<DecisionResponse> => ({
  ok: false,
  error: { name: 'ApiError', status, code: `http_${status}`, message: 'x', details },
});

describe('decision messages', () => {
  test('"bet accepted as ride"', () => {
    expect(normaliseSide('bet')).toBe('ride');
    expect(normaliseSide('RIDE')).toBe('ride');
    expect(normaliseSide('fade')).toBe('fade');
    expect(normaliseSide('hedge')).toBeNull();
  });

  test('"a repeat answers 409 with You already chose to {DECISION} this pick!" naming the side already taken', () => {
    const out = interpretDecision(err(409, { existingDecision: 'fade' }), 'ride', 'Celtics -4.5');
    expect(out).toEqual({ kind: 'duplicate', side: 'fade', message: 'You already chose to FADE this pick!' });
    expect(alreadyChoseMessage(null, 'ride')).toBe('You already chose to RIDE this pick!');
  });

  test('a 200 carrying success:false and an existing decision is also a repeat', () => {
    const out = interpretDecision({ ok: true, status: 200, data: { success: false, error: 'dup', existingDecision: 'bet' } }, 'fade', 'X');
    expect(out.kind).toBe('duplicate');
    expect(out.message).toBe('You already chose to RIDE this pick!');
  });

  test('"401 Sign in to track your picks!"', () => {
    expect(interpretDecision(err(401), 'ride', 'X')).toEqual({ kind: 'signin', message: SIGN_IN_TO_TRACK });
  });

  test('"Failed to save your decision. Please try again." on any other failure', () => {
    expect(interpretDecision(err(500), 'ride', 'X')).toEqual({ kind: 'failed', message: DECISION_FAILED });
    expect(interpretDecision(err(0), 'fade', 'X').message).toBe('Failed to save your decision. Please try again.');
    expect(interpretDecision({ ok: true, status: 200, data: { success: false, error: 'db', existingDecision: null } }, 'fade', 'X').kind).toBe('failed');
  });

  test('"a 412 says the game has started" (the server answers 412 pick_closed once the game starts), not "Failed to save"', () => {
    const closed = interpretDecision({ ok: false, error: { name: 'ApiError', status: 412, code: 'pick_closed', message: 'closed' } }, 'ride', 'X');
    expect(closed).toEqual({ kind: 'closed', message: PICK_CLOSED });
    expect(closed.message).toMatch(/game has started/);
  });

  test('"Failed to save decision" is the default when the save answers success:false without a reason', () => {
    expect(interpretDecision({ ok: true, status: 200, data: { success: false, error: null, existingDecision: null } }, 'ride', 'X')).toEqual({ kind: 'failed', message: DECISION_FAILED_DEFAULT });
    expect(DECISION_FAILED_DEFAULT).toBe('Failed to save decision');
  });

  test('a saved decision is confirmed with the pick named', () => {
    const out = interpretDecision({ ok: true, status: 201, data: { success: true, error: null, existingDecision: null } }, 'fade', 'Celtics -4.5');
    expect(out).toEqual({ kind: 'saved', side: 'fade', message: "You're fading Gary: Celtics -4.5" });
  });
});

describe('"a decision beyond a limit is refused with a message naming the limit and when it resets"', () => {
  test('the server\'s limit and break messages are shown as sent, not replaced by a generic failure', () => {
    const limit = 'You have reached your daily limit of 3 rides and fades. It resets Thu, Nov 19, 12:00 AM ET. You set this limit to keep play in check; help is at /help.';
    const res: ApiResult<DecisionResponse> = { ok: false, error: { name: 'ApiError', status: 403, code: 'limit_reached', message: limit } };
    expect(interpretDecision(res, 'ride', 'Celtics -4.5')).toEqual({ kind: 'limit', message: limit });
    const brk: ApiResult<DecisionResponse> = { ok: false, error: { name: 'ApiError', status: 403, code: 'play_break', message: 'You are taking a break until Nov 26.' } };
    expect(interpretDecision(brk, 'fade', 'x')).toEqual({ kind: 'limit', message: 'You are taking a break until Nov 26.' });
    // Any other 403 is still the generic failure.
    expect(interpretDecision(err(403), 'ride', 'x')).toEqual({ kind: 'failed', message: DECISION_FAILED });
  });
});
