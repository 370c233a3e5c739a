// Client of The Odds API v4 (https://the-odds-api.com/liveapi/guides/v4/). The key travels as the
// apiKey query parameter, so every URL that reaches a log or an error message is redacted first.
// Each answer carries the quota headers; a minRemaining floor stops calls before credits run out.
import { bodyExcerpt, buildUrl, httpGet, retryAfterSeconds, type FetchLike, type HttpAnswer, silentLogger, type Logger, providerError, type ProviderError, ODDS_API_BOOKMAKERS } from '@gary/sports-world';
import {
  parseEventOdds, parseEvents, parseOddsList, parsePropEventOdds, parseScores, parseSports, type Parsed,
} from '../domain/odds-parse';
import type { EventPropOdds, PropBookmaker, Quota } from '../domain/odds-types';
import type { OddsAnswer, OddsProvider, OddsQuery } from '../domain/odds-provider-port';

export interface OddsApiClientOptions {
  /** e.g. https://api.the-odds-api.com (the /v4 prefix is added here). */
  readonly baseUrl: string;
  readonly apiKey: string;
  readonly fetch?: FetchLike;
  /** Per request; the spec's odds timeout is 10 s. */
  readonly timeoutMs?: number;
  readonly logger?: Logger;
  /** Refuse calls (QuotaFloorReached) while the last known x-requests-remaining is below this. */
  readonly minRemaining?: number;
  /** Remaining credits known from before this process started (e.g. stored). */
  readonly lastKnownRemaining?: number;
  /** Told about every quota reading, e.g. to store it. */
  readonly onQuota?: (quota: Quota) => void;
}

export const ODDS_TIMEOUT_MS = 10_000;
const FEATURED_MARKETS = 'h2h,spreads,totals';

const intHeader = (headers: Headers, name: string): number | null => {
  const v = headers.get(name);
  return v !== null && /^\d+$/.test(v.trim()) ? Number(v.trim()) : null;
};

const isoNoMillis = (d: Date): string => d.toISOString().replace(/\.\d{3}Z$/, 'Z');

export function createOddsApiClient(options: OddsApiClientOptions): OddsProvider & { lastQuota(): Quota | null } {
  const fetchFn = options.fetch ?? fetch;
  const timeoutMs = options.timeoutMs ?? ODDS_TIMEOUT_MS;
  const logger = options.logger ?? silentLogger;
  let lastQuota: Quota | null = options.lastKnownRemaining === undefined
    ? null
    : { remaining: options.lastKnownRemaining, used: null, last: null };

  const redact = (text: string): string =>
    options.apiKey ? text.split(options.apiKey).join('[redacted]').split(encodeURIComponent(options.apiKey)).join('[redacted]') : text;

  function errorFor(answer: HttpAnswer, safeUrl: string): ProviderError {
    const body = (answer.isJson && typeof answer.json === 'object' && answer.json !== null ? answer.json : {}) as { message?: unknown; error_code?: unknown };
    const code = typeof body.error_code === 'string' ? body.error_code : undefined;
    const detail = typeof body.message === 'string' ? body.message : code ?? bodyExcerpt(answer.text);
    const message = redact(`The Odds API ${answer.status} on ${safeUrl}: ${detail}`);
    const extra = { status: answer.status, ...(code ? { code } : {}) };
    if (answer.status === 401) return providerError(code === 'OUT_OF_USAGE_CREDITS' ? 'OutOfCredits' : 'InvalidKey', message, extra);
    if (answer.status === 429) {
      const retry = retryAfterSeconds(answer.headers);
      return providerError('RateLimited', message, retry === undefined ? extra : { ...extra, retryAfterSeconds: retry });
    }
    if (answer.status === 404) return providerError('NotFound', message, extra);
    if (answer.status === 422) return providerError('Unprocessable', message, extra);
    if (answer.status >= 500) return providerError('ProviderUnavailable', message, extra);
    return providerError('BadRequest', message, extra);
  }

  async function call<T>(path: string, query: Record<string, string | number | undefined>, parse: (body: unknown) => Parsed<T>): Promise<OddsAnswer<T>> {
    if (options.minRemaining !== undefined && lastQuota?.remaining != null && lastQuota.remaining < options.minRemaining) {
      return { ok: false, error: providerError('QuotaFloorReached', `Odds API credits left (${lastQuota.remaining}) are below the floor of ${options.minRemaining}; call to ${path} refused`) };
    }
    const url = buildUrl(options.baseUrl, `/v4${path}`, { apiKey: options.apiKey, ...query });
    const safeUrl = redact(url.toString()).replace(/apiKey=[^&]*/, 'apiKey=[redacted]');
    logger.debug({ url: safeUrl }, 'odds api request');
    const result = await httpGet({ fetch: fetchFn, url: url.toString(), safeUrl, timeoutMs });
    if (!result.ok) {
      const error = { ...result.error, message: redact(result.error.message) };
      logger.warn({ url: safeUrl, error: error.name }, error.message);
      return { ok: false, error };
    }
    const { answer } = result;
    const quota: Quota = {
      remaining: intHeader(answer.headers, 'x-requests-remaining'),
      used: intHeader(answer.headers, 'x-requests-used'),
      last: intHeader(answer.headers, 'x-requests-last'),
    };
    if (quota.remaining !== null) lastQuota = quota;
    if (quota.remaining !== null || quota.used !== null) options.onQuota?.(quota);
    if (answer.status < 200 || answer.status >= 300) {
      const error = errorFor(answer, safeUrl);
      logger.warn({ url: safeUrl, status: answer.status, error: error.name, code: error.code }, error.message);
      return { ok: false, error };
    }
    if (!answer.isJson) {
      return { ok: false, error: providerError('MalformedResponse', `The Odds API answered ${safeUrl} with a body that is not JSON: ${bodyExcerpt(answer.text)}`, { status: answer.status }) };
    }
    const parsed = parse(answer.json);
    if (!parsed.ok) {
      logger.warn({ url: safeUrl }, `malformed odds response: ${parsed.message}`);
      return { ok: false, error: providerError('MalformedResponse', `The Odds API answered ${safeUrl} with an unexpected shape: ${parsed.message}`, { status: answer.status }) };
    }
    for (const w of parsed.warnings) logger.warn({ url: safeUrl }, w);
    return { ok: true, data: parsed.value, quota, simulated: false, warnings: parsed.warnings };
  }

  const window = (q?: Omit<OddsQuery, 'eventIds'>) => ({
    commenceTimeFrom: q?.commenceTimeFrom ? isoNoMillis(q.commenceTimeFrom) : undefined,
    commenceTimeTo: q?.commenceTimeTo ? isoNoMillis(q.commenceTimeTo) : undefined,
  });
  const seg = encodeURIComponent;

  return {
    lastQuota: () => lastQuota,

    sports: () => call('/sports', { all: 'true' }, parseSports),

    odds: (sport, query) => call(`/sports/${seg(sport)}/odds`, {
      regions: 'us',
      markets: FEATURED_MARKETS,
      oddsFormat: 'american',
      dateFormat: 'iso',
      // The featured US books and Pinnacle by name: 7 books are billed as one region (3 credits for
      // the three markets), where regions=us,eu would bill two (6 credits) for books never shown.
      bookmakers: ODDS_API_BOOKMAKERS.join(','),
      eventIds: query?.eventIds?.join(','),
      ...window(query),
    }, parseOddsList),

    events: (sport, query) => call(`/sports/${seg(sport)}/events`, { dateFormat: 'iso', ...window(query) }, parseEvents),

    scores: (sport, query) => {
      const daysFrom = query?.daysFrom ?? 1;
      if (!Number.isInteger(daysFrom) || daysFrom < 1 || daysFrom > 3) {
        return Promise.resolve({ ok: false, error: providerError('BadRequest', `daysFrom must be 1, 2 or 3, got ${daysFrom}`) });
      }
      return call(`/sports/${seg(sport)}/scores`, { daysFrom, dateFormat: 'iso', eventIds: query?.eventIds?.join(',') }, parseScores);
    },

    eventOdds: (sport, eventId) => call(`/sports/${seg(sport)}/events/${seg(eventId)}/odds`, {
      regions: 'us',
      markets: FEATURED_MARKETS,
      oddsFormat: 'american',
      dateFormat: 'iso',
    }, parseEventOdds),

    async eventPropOdds(sport, eventId, markets): Promise<OddsAnswer<EventPropOdds>> {
      let base: Omit<EventPropOdds, 'bookmakers' | 'marketsFound' | 'marketsSkipped'> | null = null;
      const books = new Map<string, { key: string; title: string; markets: PropBookmaker['markets'][number][] }>();
      const found: string[] = [];
      const skipped: string[] = [];
      const warnings: string[] = [];
      let quota: Quota = lastQuota ?? { remaining: null, used: null, last: null };
      let spent = 0;
      for (const market of markets) {
        const answer = await call(`/sports/${seg(sport)}/events/${seg(eventId)}/odds`, {
          regions: 'us', markets: market, oddsFormat: 'american', dateFormat: 'iso',
        }, parsePropEventOdds);
        if (!answer.ok) {
          if (answer.error.name === 'NotFound' || answer.error.name === 'Unprocessable') {
            logger.info({ market, eventId }, `prop market ${market} skipped: ${answer.error.message}`);
            skipped.push(market);
            continue;
          }
          return answer;
        }
        quota = answer.quota;
        spent += answer.quota.last ?? 0;
        warnings.push(...answer.warnings);
        const { bookmakers, ...event } = answer.data;
        base ??= event;
        let any = false;
        for (const b of bookmakers) {
          const withData = b.markets.filter((m) => m.outcomes.length > 0);
          if (withData.length === 0) continue;
          any = true;
          const entry = books.get(b.key) ?? { key: b.key, title: b.title, markets: [] };
          entry.markets.push(...withData);
          books.set(b.key, entry);
        }
        (any ? found : skipped).push(market);
      }
      if (!base) {
        return { ok: false, error: providerError('NotFound', `No player prop markets available for event ${eventId} (tried ${markets.join(', ') || 'none'})`, { code: 'NO_PROP_MARKETS' }) };
      }
      return {
        ok: true,
        data: { ...base, bookmakers: [...books.values()], marketsFound: found, marketsSkipped: skipped },
        quota: { ...quota, last: spent },
        simulated: false,
        warnings,
      };
    },
  };
}
