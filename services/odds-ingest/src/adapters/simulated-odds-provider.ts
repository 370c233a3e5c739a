// The odds provider used when no Odds API key is set: deterministic simulated slates for each
// Eastern date, answered through the same parsers as the real client. Every answer says
// `simulated: true`. `now` is injected so tests (and the embedded runner) control the clock.
import { parseEventOdds, parseEvents, parseOddsList, parsePropEventOdds, parseScores, parseSports, type Parsed } from '../domain/odds-parse';
import { providerError, isSportKey, type SportKey, createSimulationState, statusAt, type SimulationState, eventBody, oddsBody, propBody, scoreBody, sportsBody, findSimGame, slatesAround, type SimGame } from '@gary/sports-world';
import { UNKNOWN_QUOTA, type EventPropOdds, type GameScore, type PropBookmaker } from '../domain/odds-types';
import type { OddsAnswer, OddsProvider, OddsQuery } from '../domain/odds-provider-port';
export interface SimulatedOddsProviderOptions {
  readonly now?: () => Date;
  /** Share with the simulated stats provider so a forced final is final in both. */
  readonly state?: SimulationState;
}

export type SimulatedOddsProvider = OddsProvider & {
  /** Admin/test path: the game is final from now on, with its usual (deterministic) score. */
  finishNow(gameId: string): OddsAnswer<GameScore>;
};

const QUOTA = { ...UNKNOWN_QUOTA, last: 0 };

function answer<T>(parsed: Parsed<T>): OddsAnswer<T> {
  if (!parsed.ok) return { ok: false, error: providerError('MalformedResponse', parsed.message) };
  return { ok: true, data: parsed.value, quota: QUOTA, simulated: true, warnings: parsed.warnings };
}

const unknownSport = (sport: string): OddsAnswer<never> => ({
  ok: false, error: providerError('NotFound', `Unknown sport: ${sport}`, { status: 404, code: 'UNKNOWN_SPORT' }),
});
const eventNotFound = (id: string): OddsAnswer<never> => ({
  ok: false, error: providerError('NotFound', `Event not found: ${id}`, { status: 404, code: 'EVENT_NOT_FOUND' }),
});

export function createSimulatedOddsProvider(options: SimulatedOddsProviderOptions = {}): SimulatedOddsProvider {
  const now = options.now ?? (() => new Date());
  const state = options.state ?? createSimulationState();

  const notOver = (g: SimGame, at: Date) => statusAt(g, at, state).state !== 'final';
  const inWindow = (g: SimGame, q?: OddsQuery) => {
    const t = Date.parse(g.commenceTime);
    return (!q?.commenceTimeFrom || t >= q.commenceTimeFrom.getTime())
      && (!q?.commenceTimeTo || t <= q.commenceTimeTo.getTime())
      && (!q?.eventIds || q.eventIds.includes(g.id));
  };
  // Upcoming and live games, as /odds and /events list them (completed games drop off).
  const openGames = (sport: SportKey, q?: OddsQuery) => {
    const at = now();
    return slatesAround(sport, at, -1, 3).filter((g) => notOver(g, at) && inWindow(g, q));
  };

  return {
    sports: async () => answer(parseSports(sportsBody(now()))),

    async odds(sport, query) {
      if (!isSportKey(sport)) return unknownSport(sport);
      const at = now();
      return answer(parseOddsList(openGames(sport, query).map((g) => oddsBody(g, at, state))));
    },

    async events(sport, query) {
      if (!isSportKey(sport)) return unknownSport(sport);
      return answer(parseEvents(openGames(sport, query).map(eventBody)));
    },

    async scores(sport, query) {
      if (!isSportKey(sport)) return unknownSport(sport);
      const daysFrom = query?.daysFrom ?? 1;
      if (!Number.isInteger(daysFrom) || daysFrom < 1 || daysFrom > 3) {
        return { ok: false, error: providerError('BadRequest', `daysFrom must be 1, 2 or 3, got ${daysFrom}`) };
      }
      const at = now();
      const since = at.getTime() - daysFrom * 86_400_000;
      const games = slatesAround(sport, at, -daysFrom - 1, 1).filter((g) => {
        const status = statusAt(g, at, state);
        const recent = status.state !== 'final' || Date.parse(g.commenceTime) >= since;
        return recent && (!query?.eventIds || query.eventIds.includes(g.id));
      });
      return answer(parseScores(games.map((g) => scoreBody(g, at, state))));
    },

    async eventOdds(sport, eventId) {
      if (!isSportKey(sport)) return unknownSport(sport);
      const at = now();
      const game = findSimGame(eventId, at, sport);
      if (!game || !notOver(game, at)) return eventNotFound(eventId);
      return answer(parseEventOdds(oddsBody(game, at, state)));
    },

    async eventPropOdds(sport, eventId, markets): Promise<OddsAnswer<EventPropOdds>> {
      if (!isSportKey(sport)) return unknownSport(sport);
      const at = now();
      const game = findSimGame(eventId, at, sport);
      if (!game || !notOver(game, at)) {
        return { ok: false, error: providerError('NotFound', `No player prop markets available for event ${eventId} (tried ${markets.join(', ') || 'none'})`, { code: 'NO_PROP_MARKETS' }) };
      }
      const books = new Map<string, { key: string; title: string; markets: PropBookmaker['markets'][number][] }>();
      const found: string[] = [];
      const skipped: string[] = [];
      const warnings: string[] = [];
      for (const market of markets) {
        const body = propBody(game, market, at);
        const parsed = body ? parsePropEventOdds(body) : null;
        if (!parsed?.ok) { skipped.push(market); continue; }
        warnings.push(...parsed.warnings);
        let any = false;
        for (const b of parsed.value.bookmakers) {
          const withData = b.markets.filter((m) => m.outcomes.length > 0);
          if (!withData.length) continue;
          any = true;
          const entry = books.get(b.key) ?? { key: b.key, title: b.title, markets: [] };
          entry.markets.push(...withData);
          books.set(b.key, entry);
        }
        (any ? found : skipped).push(market);
      }
      const head = parseEvents([eventBody(game)]);
      const event = head.ok ? head.value[0] : undefined;
      if (!event) return eventNotFound(eventId);
      return { ok: true, data: { ...event, bookmakers: [...books.values()], marketsFound: found, marketsSkipped: skipped }, quota: QUOTA, simulated: true, warnings };
    },

    finishNow(gameId) {
      const at = now();
      const game = findSimGame(gameId, at);
      if (!game) return eventNotFound(gameId);
      if (!state.forcedFinals.has(gameId)) state.forcedFinals.set(gameId, at);
      const parsed = parseScores([scoreBody(game, at, state)]);
      const score = parsed.ok ? parsed.value[0] : undefined;
      if (!score) return { ok: false, error: providerError('MalformedResponse', 'the simulated score could not be built') };
      return { ok: true, data: score, quota: QUOTA, simulated: true, warnings: [] };
    },
  };
}
