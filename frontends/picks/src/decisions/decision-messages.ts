// What the user is told after pressing Bet or Fade (spec sections 5 and 8, DECISIONS).
import type { ApiResult, DecisionResponse } from '@gary/design';

export type DecisionSide = 'ride' | 'fade';

export const SIGN_IN_TO_TRACK = 'Sign in to track your picks!';
export const DECISION_FAILED = 'Failed to save your decision. Please try again.';
/** The spec's default when the save answers without saying why. */
export const DECISION_FAILED_DEFAULT = 'Failed to save decision';
/** The server closes a pick at its game's start (412 pick_closed). */
export const PICK_CLOSED = 'This game has started: ride or fade closes at the first pitch, puck drop or tip-off.';

/** 'bet' is the old word for 'ride'. */
export function normaliseSide(value: string | null | undefined): DecisionSide | null {
  const v = (value ?? '').toLowerCase();
  if (v === 'ride' || v === 'bet') return 'ride';
  if (v === 'fade') return 'fade';
  return null;
}

export function alreadyChoseMessage(existing: string | null | undefined, attempted: DecisionSide): string {
  const side = normaliseSide(existing) ?? attempted;
  return `You already chose to ${side.toUpperCase()} this pick!`;
}

export function savedMessage(side: DecisionSide, pickLabel: string): string {
  return side === 'ride' ? `You're riding with Gary: ${pickLabel}` : `You're fading Gary: ${pickLabel}`;
}

export type DecisionOutcome =
  | { kind: 'saved'; side: DecisionSide; message: string }
  | { kind: 'duplicate'; side: DecisionSide; message: string }
  | { kind: 'signin'; message: string }
  | { kind: 'closed'; message: string }
  | { kind: 'limit'; message: string }
  | { kind: 'failed'; message: string };

/** Maps the gateway's answer to POST /api/decisions onto one of five outcomes. */
export function interpretDecision(result: ApiResult<DecisionResponse>, side: DecisionSide, pickLabel: string): DecisionOutcome {
  if (result.ok) {
    const body = result.data;
    if (body && body.success === false) {
      if (body.existingDecision) {
        const existing = normaliseSide(body.existingDecision) ?? side;
        return { kind: 'duplicate', side: existing, message: alreadyChoseMessage(existing, side) };
      }
      const reason = typeof body.error === 'string' ? body.error : body.error?.message;
      return { kind: 'failed', message: reason?.trim() ? DECISION_FAILED : DECISION_FAILED_DEFAULT };
    }
    return { kind: 'saved', side, message: savedMessage(side, pickLabel) };
  }
  const { error } = result;
  if (error.status === 409) {
    const details = (error.details ?? {}) as { existingDecision?: string };
    const existing = normaliseSide(details.existingDecision) ?? side;
    return { kind: 'duplicate', side: existing, message: alreadyChoseMessage(existing, side) };
  }
  if (error.status === 401) return { kind: 'signin', message: SIGN_IN_TO_TRACK };
  if (error.status === 412 || error.code === 'pick_closed') return { kind: 'closed', message: PICK_CLOSED };
  // A self-set limit, or a cool-off: the server's message names the limit, when it resets and where help is.
  if (error.code === 'limit_reached' || error.code === 'play_break') return { kind: 'limit', message: error.message };
  return { kind: 'failed', message: DECISION_FAILED };
}
