// The one place auth's named error values become AppErrors (and so gRPC statuses, then HTTP).
import { AppError, invalid, rateLimited, unauthenticated } from '@gary/platform';
import type { RuleError } from './domain/credential-rules';
import type { EmailTokenError } from './domain/email-token';
import type { Limited } from './domain/rate-limits';

export function ruleFailure(e: RuleError | EmailTokenError): AppError {
  if (e.name === 'WeakPassword') return invalid(e.code, e.message, { reasons: e.reasons });
  return invalid(e.code, e.message);
}

export const limitedFailure = (l: Limited): AppError => rateLimited(l.code, l.message, l.retryAfterSeconds);

/** Wrong email, wrong password or no such account: one answer, so nobody learns which emails exist. */
export const signInFailed = () => unauthenticated('invalid_credentials', 'Failed to sign in');

export const sessionEnded = (code: 'session_not_found' | 'refresh_token_reused' = 'session_not_found') =>
  unauthenticated(code, 'Your session has ended. Please sign in again.');
