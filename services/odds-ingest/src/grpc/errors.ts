// Provider errors and request problems to AppErrors (and so to gRPC status, and to HTTP in the
// gateway), in one place.
import { AppError, invalid, notFound, rateLimited, unavailable } from '@gary/platform';
import { isCalendarDate, type ProviderError, isSportKey, SPORTS, sportForLeague, type SportKey } from '@gary/sports-world';
export function providerFailure(e: ProviderError): AppError {
  const details = { provider: e.name, ...(e.status ? { status: e.status } : {}), ...(e.code ? { code: e.code } : {}) };
  switch (e.name) {
    case 'RateLimited':
      return rateLimited('odds_rate_limited', e.message, e.retryAfterSeconds ?? 60);
    case 'QuotaFloorReached':
      return new AppError('precondition', 'odds_quota_floor', e.message, details);
    case 'NotFound':
      return notFound('event_not_found', e.message);
    case 'BadRequest':
    case 'Unprocessable':
      return invalid('odds_bad_request', e.message, details);
    default:
      return unavailable('odds_provider_unavailable', e.message, details);
  }
}

const LEAGUES = Object.values(SPORTS).map((s) => s.league).join(', ');

/** 'NBA' (any case) or an Odds API key ('basketball_nba'). */
export function parseSport(value: string): SportKey {
  const v = value.trim();
  const key = isSportKey(v) ? v : sportForLeague(v);
  if (!v || !key) throw invalid('unknown_sport', v ? `Unknown sport '${v}': use one of ${LEAGUES}` : `sport is required: one of ${LEAGUES}`, { sport: v });
  return key;
}

/** An Eastern calendar date 'YYYY-MM-DD'; empty means `today`. */
export function parseDate(value: string, today: string): string {
  const v = value.trim();
  if (!v) return today;
  if (!isCalendarDate(v)) throw invalid('invalid_date', `date must be a calendar date YYYY-MM-DD, got '${v}'`, { date: v });
  return v;
}

export function requireEventId(value: string): string {
  const v = value.trim();
  if (!v) throw invalid('missing_event_id', 'event_id is required');
  if (v.length > 200) throw invalid('invalid_event_id', 'event_id is too long');
  return v;
}
