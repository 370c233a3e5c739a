// What a decide request must carry before it reaches the database: a signed-in user, a pick id and
// a side. Problems are named error values; the gRPC layer maps them to status codes in one place.
import { normaliseDecision, type Decision } from '@gary/betting';

export const MESSAGES = {
  notSignedIn: 'Sign in to track your picks!',
  badDecision: 'Decision action must be ride or fade',
  missingPick: 'A pick id is required.',
  unknownPick: 'That pick does not exist.',
  pickClosed: 'This pick is closed: its game has started.',
  badUser: 'The user id is not valid.',
} as const;

/** The answer to a repeat or a lost race: the decision already on record, in capitals. */
export const alreadyChose = (existing: Decision) => `You already chose to ${existing.toUpperCase()} this pick!`;

export type DecideInputError =
  | { name: 'NotSignedIn'; message: string }
  | { name: 'InvalidUser'; message: string }
  | { name: 'InvalidDecision'; message: string }
  | { name: 'MissingPick'; message: string };

export interface DecideInput {
  userId: string;
  pickId: string;
  decision: Decision;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const isUserId = (v: unknown): v is string => typeof v === 'string' && UUID.test(v);

export function parseDecideInput(raw: { userId?: unknown; pickId?: unknown; decision?: unknown }):
  | { ok: true; value: DecideInput }
  | { ok: false; error: DecideInputError } {
  const userId = typeof raw.userId === 'string' ? raw.userId.trim() : '';
  if (userId === '') return { ok: false, error: { name: 'NotSignedIn', message: MESSAGES.notSignedIn } };
  if (!isUserId(userId)) return { ok: false, error: { name: 'InvalidUser', message: MESSAGES.badUser } };
  const decision = normaliseDecision(raw.decision);
  if (decision === null) return { ok: false, error: { name: 'InvalidDecision', message: MESSAGES.badDecision } };
  const pickId = typeof raw.pickId === 'string' ? raw.pickId.trim() : '';
  if (pickId === '') return { ok: false, error: { name: 'MissingPick', message: MESSAGES.missingPick } };
  return { ok: true, value: { userId: userId.toLowerCase(), pickId, decision } };
}
