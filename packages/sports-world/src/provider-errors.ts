// Named error values shared by every outside-data client (odds and stats) so callers and the gRPC
// layer map them in one place. Clients return these; they never throw them.

export type ProviderErrorName =
  | 'InvalidKey'
  | 'OutOfCredits'
  | 'RateLimited'
  | 'NotFound'
  | 'Unprocessable'
  | 'BadRequest'
  | 'ProviderUnavailable'
  | 'MalformedResponse'
  | 'QuotaFloorReached'
  | 'UnsupportedSport';

export interface ProviderError {
  readonly name: ProviderErrorName;
  readonly message: string;
  /** HTTP status when the provider answered; absent for timeouts and network failures. */
  readonly status?: number;
  /** The provider's own code, e.g. the Odds API's error_code. */
  readonly code?: string;
  /** Seconds to wait, from a Retry-After header, when the provider gave one. */
  readonly retryAfterSeconds?: number;
}

export const providerError = (
  name: ProviderErrorName,
  message: string,
  extra: Omit<ProviderError, 'name' | 'message'> = {},
): ProviderError => ({ name, message, ...extra });

export type Answer<T, Extra extends object = object> =
  | ({ ok: true; data: T; simulated: boolean } & Extra)
  | { ok: false; error: ProviderError };
