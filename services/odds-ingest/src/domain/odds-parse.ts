// Turns Odds API v4 bodies into the normalised shapes. A body that is not the expected shape is
// rejected whole; a single malformed game, bookmaker, market or outcome row is skipped with a
// warning, so one bad row never costs the whole slate.
import { z } from 'zod';
import { isAmericanPrice } from '@gary/sports-world';
import { isSharpBook } from '@gary/betting';
import type {
  BookMarkets, BookmakerOdds, EventPropOdds, GameEvent, GameOdds, GameScore, PropBookmaker, PropMarket, PropOutcome,
  SportInfo,
} from './odds-types';

export type Parsed<T> = { ok: true; value: T; warnings: string[] } | { ok: false; message: string };

const isoTime = z.string().refine((s) => !Number.isNaN(Date.parse(s)), 'not an ISO time');
const price = z.number().refine(isAmericanPrice, 'not an American price');

const outcomeSchema = z.object({
  name: z.string().min(1),
  price,
  point: z.number().optional().nullable(),
  description: z.string().optional().nullable(),
});
const marketSchema = z.object({ key: z.string(), last_update: isoTime.optional().nullable(), outcomes: z.array(z.unknown()) });
const bookmakerSchema = z.object({
  key: z.string(),
  title: z.string(),
  last_update: isoTime.optional().nullable(),
  markets: z.array(z.unknown()),
});
const eventSchema = z.object({
  id: z.string().min(1),
  sport_key: z.string(),
  commence_time: isoTime,
  home_team: z.string().min(1),
  away_team: z.string().min(1),
});
const oddsEventSchema = eventSchema.extend({ bookmakers: z.array(z.unknown()).optional().default([]) });
const scoreEventSchema = eventSchema.extend({
  completed: z.boolean(),
  scores: z.array(z.object({ name: z.string(), score: z.string().regex(/^\d+$/) })).nullable().optional(),
  last_update: isoTime.nullable().optional(),
});
const sportSchema = z.object({
  key: z.string(),
  group: z.string(),
  title: z.string(),
  description: z.string(),
  active: z.boolean(),
  has_outrights: z.boolean(),
});

type Outcome = z.infer<typeof outcomeSchema>;

const toIso = (s: string): string => new Date(s).toISOString().replace('.000Z', 'Z');
const issue = (e: z.ZodError): string => e.issues.map((i) => `${i.path.join('.') || '(root)'}: ${i.message}`).join('; ');

function parseRows<T>(rows: unknown[], parseRow: (row: unknown, warnings: string[]) => T | null, what: string, warnings: string[]): T[] {
  const out: T[] = [];
  rows.forEach((row, index) => {
    const value = parseRow(row, warnings);
    if (value === null) warnings.push(`skipped malformed ${what} at index ${index}`);
    else out.push(value);
  });
  return out;
}

function parseOutcomes(raw: unknown[], context: string, warnings: string[]): Outcome[] {
  return parseRows(raw, (row, w) => {
    const r = outcomeSchema.safeParse(row);
    if (!r.success) w.push(`${context}: ${issue(r.error)}`);
    return r.success ? r.data : null;
  }, `outcome in ${context}`, warnings);
}

function featuredMarkets(rawMarkets: unknown[], event: GameEvent, context: string, warnings: string[]): { markets: BookMarkets; latest: string | null } {
  const markets: { -readonly [K in keyof BookMarkets]: BookMarkets[K] } = {};
  let latest: string | null = null;
  for (const rawMarket of rawMarkets) {
    const m = marketSchema.safeParse(rawMarket);
    if (!m.success) {
      warnings.push(`${context}: skipped malformed market (${issue(m.error)})`);
      continue;
    }
    if (m.data.last_update && (!latest || m.data.last_update > latest)) latest = toIso(m.data.last_update);
    const outcomes = parseOutcomes(m.data.outcomes, `${context} ${m.data.key}`, warnings);
    const byName = (name: string) => outcomes.find((o) => o.name === name);
    const home = byName(event.homeTeam);
    const away = byName(event.awayTeam);
    if (m.data.key === 'h2h') {
      if (!home || !away) { warnings.push(`${context}: h2h lacks an outcome named after each team`); continue; }
      const draw = byName('Draw');
      markets.h2h = draw ? { home: home.price, away: away.price, draw: draw.price } : { home: home.price, away: away.price };
    } else if (m.data.key === 'spreads') {
      if (!home || !away || home.point == null || away.point == null) { warnings.push(`${context}: spreads lacks a team outcome with a point`); continue; }
      markets.spreads = { home: { point: home.point, price: home.price }, away: { point: away.point, price: away.price } };
    } else if (m.data.key === 'totals') {
      const over = byName('Over');
      const under = byName('Under');
      if (!over || !under || over.point == null || over.point !== under.point) { warnings.push(`${context}: totals lacks Over and Under on one point`); continue; }
      markets.totals = { point: over.point, over: over.price, under: under.price };
    }
  }
  return { markets, latest };
}

function toEvent(e: z.infer<typeof eventSchema>): GameEvent {
  return { id: e.id, sport: e.sport_key, homeTeam: e.home_team, awayTeam: e.away_team, commenceTime: toIso(e.commence_time) };
}

function parseGameOdds(row: unknown, warnings: string[]): GameOdds | null {
  const r = oddsEventSchema.safeParse(row);
  if (!r.success) { warnings.push(`game: ${issue(r.error)}`); return null; }
  const event = toEvent(r.data);
  const bookmakers = parseRows(r.data.bookmakers, (rawBook, w): BookmakerOdds | null => {
    const b = bookmakerSchema.safeParse(rawBook);
    if (!b.success) { w.push(`game ${event.id}: ${issue(b.error)}`); return null; }
    const { markets, latest } = featuredMarkets(b.data.markets, event, `game ${event.id} ${b.data.key}`, w);
    const lastUpdate = b.data.last_update ? toIso(b.data.last_update) : latest;
    return isSharpBook(b.data.key)
      ? { key: b.data.key, title: b.data.title, lastUpdate, markets, sharp: true }
      : { key: b.data.key, title: b.data.title, lastUpdate, markets };
  }, `bookmaker in game ${event.id}`, warnings);
  return { ...event, bookmakers };
}

const notArray = (what: string): Parsed<never> => ({ ok: false, message: `expected a JSON array of ${what}` });

export function parseOddsList(body: unknown): Parsed<GameOdds[]> {
  if (!Array.isArray(body)) return notArray('games');
  const warnings: string[] = [];
  return { ok: true, value: parseRows(body, parseGameOdds, 'game', warnings), warnings };
}

export function parseEventOdds(body: unknown): Parsed<GameOdds> {
  const warnings: string[] = [];
  const game = parseGameOdds(body, warnings);
  return game ? { ok: true, value: game, warnings } : { ok: false, message: `expected an event object: ${warnings.join('; ')}` };
}

export function parseEvents(body: unknown): Parsed<GameEvent[]> {
  if (!Array.isArray(body)) return notArray('events');
  const warnings: string[] = [];
  const value = parseRows(body, (row, w) => {
    const r = eventSchema.safeParse(row);
    if (!r.success) w.push(`event: ${issue(r.error)}`);
    return r.success ? toEvent(r.data) : null;
  }, 'event', warnings);
  return { ok: true, value, warnings };
}

export function parseScores(body: unknown): Parsed<GameScore[]> {
  if (!Array.isArray(body)) return notArray('scores');
  const warnings: string[] = [];
  const value = parseRows(body, (row, w): GameScore | null => {
    const r = scoreEventSchema.safeParse(row);
    if (!r.success) { w.push(`score: ${issue(r.error)}`); return null; }
    const event = toEvent(r.data);
    let scores: GameScore['scores'] = null;
    if (r.data.scores) {
      const home = r.data.scores.find((s) => s.name === event.homeTeam);
      const away = r.data.scores.find((s) => s.name === event.awayTeam);
      if (!home || !away) { w.push(`score ${event.id}: no score named after each team`); return null; }
      scores = { home: Number.parseInt(home.score, 10), away: Number.parseInt(away.score, 10) };
    }
    const lastUpdate = r.data.last_update ? toIso(r.data.last_update) : null;
    return { ...event, completed: r.data.completed, scores, lastUpdate };
  }, 'score', warnings);
  return { ok: true, value, warnings };
}

export function parseSports(body: unknown): Parsed<SportInfo[]> {
  if (!Array.isArray(body)) return notArray('sports');
  const warnings: string[] = [];
  const value = parseRows(body, (row, w) => {
    const r = sportSchema.safeParse(row);
    if (!r.success) { w.push(`sport: ${issue(r.error)}`); return null; }
    const { has_outrights, ...rest } = r.data;
    return { ...rest, hasOutrights: has_outrights };
  }, 'sport', warnings);
  return { ok: true, value, warnings };
}

/** One market's answer from the per-event odds endpoint, prop-shaped (Over/Under with a player). */
export function parsePropEventOdds(body: unknown): Parsed<Omit<EventPropOdds, 'marketsFound' | 'marketsSkipped'>> {
  const r = oddsEventSchema.safeParse(body);
  if (!r.success) return { ok: false, message: `expected an event object: ${issue(r.error)}` };
  const warnings: string[] = [];
  const event = toEvent(r.data);
  const bookmakers = parseRows(r.data.bookmakers, (rawBook, w): PropBookmaker | null => {
    const b = bookmakerSchema.safeParse(rawBook);
    if (!b.success) { w.push(`event ${event.id}: ${issue(b.error)}`); return null; }
    const markets = parseRows(b.data.markets, (rawMarket, w2): PropMarket | null => {
      const m = marketSchema.safeParse(rawMarket);
      if (!m.success) { w2.push(`event ${event.id} ${b.data.key}: ${issue(m.error)}`); return null; }
      const outcomes: PropOutcome[] = parseOutcomes(m.data.outcomes, `${b.data.key} ${m.data.key}`, w2)
        .filter((o) => {
          if (o.description) return true;
          w2.push(`${b.data.key} ${m.data.key}: prop outcome without a player skipped`);
          return false;
        })
        .map((o) => ({ name: o.name, description: o.description ?? '', price: o.price, point: o.point ?? null }));
      return { key: m.data.key, lastUpdate: m.data.last_update ? toIso(m.data.last_update) : null, outcomes };
    }, `market of ${b.data.key}`, w);
    return { key: b.data.key, title: b.data.title, markets };
  }, `bookmaker in event ${event.id}`, warnings);
  return { ok: true, value: { ...event, bookmakers }, warnings };
}
