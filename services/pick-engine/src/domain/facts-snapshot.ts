// The facts snapshot: everything the writers may say about a pick, frozen before a word is
// written. Each fact has an id (what a claim binds to), a source, a time, a value and the text a
// rationale shows for it (numbers, records and names are rendered from here, never copied from a
// language model). The snapshot is stored with the pick and its SHA-256, of the RFC 8785 (JCS)
// canonical JSON, goes into the pick and the pick log's leaf, so anyone can later check that the
// published words were written from these facts.
import { createHash } from 'node:crypto';
import canonicalize from 'canonicalize';
import { bookTitle, formatAmerican, formatEasternTime, impliedProbability } from '@gary/betting';
import type { GameInput, TeamSide } from './game-input';
import type { GameNews } from '../generation/domain/game-news';
import { lostLastMeeting } from '../generation/domain/pick-flags';
import type { QuantPick } from '../generation/domain/quant-core';
import { playersOut, winShare } from './team-form';

export const FACTS_VERSION = 1;

export type FactValue = string | number | boolean | null | { [k: string]: string | number | boolean | null | string[] };

export interface Fact {
  /** Stable within the snapshot: 'record.home', 'price.fanduel.h2h.away', 'injury.away.0'. */
  id: string;
  /** Where it came from: 'odds-ingest', 'stats-ingest', 'pick-engine model', 'pick-engine'. */
  source: string;
  /** ISO UTC time the source had it. */
  at: string;
  value: FactValue;
  /** How a rationale shows it ('7-3', '54%', 'FanDuel', 'Jalen Brunson'). */
  text: string;
  /** True when the source is the simulator. */
  simulated: boolean;
}

export interface FactsSnapshot {
  v: number;
  eventId: string;
  takenAt: string;
  /** True when any fact is simulated: the pick is then marked simulated whatever its odds. */
  simulated: boolean;
  facts: Fact[];
}

/** Every book's price, as odds-ingest's event odds give it (bookmaker is the API key there). */
export interface BookQuote {
  bookmaker: string;
  side: string;
  point: number;
  price: number;
  lastUpdate: string;
}

export interface SnapshotInputs {
  game: GameInput;
  pick: QuantPick;
  /** When the odds were read (the slate's snapshot), ISO UTC. */
  oddsAt: string;
  /** Every book's latest prices (odds-ingest GetEventOdds); empty when unavailable. */
  books: readonly BookQuote[];
  booksAt: string | null;
  booksSimulated: boolean;
  /** When the context was read; its simulated flag. */
  contextAt: string;
  contextSimulated: boolean;
  /** Days since each team's last recorded final (the rating model's state), when known. */
  rest?: { home: number | null; away: number | null; at: string } | null;
  /** The search model's recent news (once a day, with its source URLs); null without a key. */
  news?: GameNews | null;
  takenAt: Date;
}

/** A bookmaker's display name (@gary/betting): never an API key like 'pointsbetus' in front of a reader. */
export { bookTitle };

const pct = (p: number) => `${Math.round(p * 100)}%`;
const signedPoint = (p: number) => (p === 0 ? 'PK' : p > 0 ? `+${p}` : String(p));
const slug = (s: string) => s.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');

/** The bet without its price: 'Boston Celtics -6.5', 'Miami Heat ML'. */
export const betLabel = (pickText: string) => pickText.replace(/\s+[+-]\d+\s*$/, '');

export function buildFactsSnapshot(i: SnapshotInputs): FactsSnapshot {
  const { game, pick } = i;
  const facts: Fact[] = [];
  const odds = (id: string, value: FactValue, text: string, at = i.oddsAt) => facts.push({ id, source: 'odds-ingest', at, value, text, simulated: game.simulated });
  const stats = (id: string, value: FactValue, text: string) => facts.push({ id, source: 'stats-ingest', at: i.contextAt, value, text, simulated: i.contextSimulated });
  const engine = (id: string, value: FactValue, text: string, source = 'pick-engine') => facts.push({ id, source, at: i.takenAt.toISOString(), value, text, simulated: game.simulated });

  const sideOf = (s: TeamSide) => (s === 'home' ? game.homeTeam : game.awayTeam);

  odds('team.home', game.homeTeam, game.homeTeam);
  odds('team.away', game.awayTeam, game.awayTeam);
  odds('game.start', game.commenceTime, formatEasternTime(new Date(game.commenceTime)));
  odds('pick.bet', { team: pick.team, side: pick.side, market: pick.type, line: pick.line }, betLabel(pick.pickText));
  if (pick.type === 'spread') odds('pick.line', pick.line, signedPoint(pick.line));
  odds('pick.price', pick.odds, formatAmerican(pick.odds));
  if (pick.bookmaker) odds('pick.book', pick.bookmaker, bookTitle(pick.bookmaker));
  const be = impliedProbability(pick.odds);
  if (be.ok) engine('pick.breakEven', Math.round(be.value * 1000) / 1000, `${(be.value * 100).toFixed(1)}%`);
  engine('prob.market', pick.marketProbability, pct(pick.marketProbability));
  engine('prob.gary', pick.confidence, pct(pick.confidence));
  if (pick.modelProbability !== null) engine('prob.model', pick.modelProbability, pct(pick.modelProbability), 'pick-engine model');
  engine('pick.label', pick.label, pick.label === 'value' ? 'value play' : 'lean');
  engine('pick.ev', pick.ev, `${(pick.ev * 100).toFixed(1)} cents a dollar`);
  const mktWin = pick.decision.home.market;
  engine('win.market.picked', pick.side === 'home' ? mktWin : 1 - mktWin, pct(pick.side === 'home' ? mktWin : 1 - mktWin));
  const modelWin = pick.decision.home.model;
  if (modelWin !== null) engine('win.model.picked', pick.side === 'home' ? modelWin : 1 - modelWin, pct(pick.side === 'home' ? modelWin : 1 - modelWin), 'pick-engine model');

  // Every book's price on the picked market, both sides (display names; the API key stays in the value).
  const wanted = pick.type === 'spread' ? (b: BookQuote) => (b.side === 'home' || b.side === 'away') && b.point !== 0 : (b: BookQuote) => (b.side === 'home' || b.side === 'away') && b.point === 0;
  for (const b of i.books.filter(wanted)) {
    const market = pick.type === 'spread' ? 'spread' : 'moneyline';
    const team = sideOf(b.side as TeamSide);
    const text = pick.type === 'spread' ? `${signedPoint(b.point)} ${formatAmerican(b.price)}` : formatAmerican(b.price);
    facts.push({
      id: `price.${slug(b.bookmaker)}.${market}.${b.side}`,
      source: 'odds-ingest',
      at: b.lastUpdate || i.booksAt || i.oddsAt,
      value: { book: bookTitle(b.bookmaker), key: b.bookmaker, team, point: b.point, price: b.price },
      text,
      simulated: i.booksSimulated,
    });
  }

  // Line movement since the open on the picked market (points from the picked team's view).
  const mv = game.moves.find((m) => m.market === (pick.type === 'spread' ? 'spreads' : 'h2h'));
  if (mv && pick.type === 'spread' && mv.openingPoint !== null && mv.latestPoint !== null && mv.openingPoint !== mv.latestPoint) {
    const f = pick.side === 'home' ? 1 : -1;
    const from = f * mv.openingPoint;
    const to = f * mv.latestPoint;
    odds('move.picked', { market: 'spread', team: pick.team, from, to, toward: to < from }, `${signedPoint(from)} to ${signedPoint(to)}`);
  } else if (mv && pick.type === 'moneyline' && mv.openingPrice !== null && mv.latestPrice !== null && mv.openingPrice !== mv.latestPrice) {
    // The feed moves the home price; the picked side's chance moved with it (home) or against it.
    const o = impliedProbability(mv.openingPrice);
    const l = impliedProbability(mv.latestPrice);
    const homeGained = o.ok && l.ok ? l.value > o.value : false;
    odds('move.home', { market: 'moneyline', team: game.homeTeam, from: mv.openingPrice, to: mv.latestPrice, toward: pick.side === 'home' ? homeGained : !homeGained },
      `${formatAmerican(mv.openingPrice)} to ${formatAmerican(mv.latestPrice)}`);
  }

  const ctx = game.context;
  if (ctx) {
    for (const side of ['home', 'away'] as const) {
      const t = side === 'home' ? ctx.home : ctx.away;
      if (t.record) stats(`record.${side}`, t.record, t.record);
      if (t.lastTen) stats(`lastTen.${side}`, t.lastTen, t.lastTen);
      playersOut(t.injuries).slice(0, 3).forEach((player, n) => {
        const inj = t.injuries.find((x) => x.player === player)!;
        stats(`injury.${side}.${n}`, { player, status: inj.status, description: inj.description }, player);
      });
      if (t.starter?.confirmed && t.starter.name.trim() !== '') {
        stats(`starter.${side}`, t.starter.name, t.starter.name);
        if (t.starter.era !== null) stats(`era.${side}`, t.starter.era, t.starter.era.toFixed(2));
      }
      t.topPlayers.slice(0, 3).forEach((name, n) => {
        if (name.trim() !== '') stats(`player.${side}.${n}`, name, name);
      });
      const meet = t.keyStats.find((k) => /last[\s_-]*(meeting|game vs|h2h)|previous meeting/i.test(k.name));
      if (meet && lostLastMeeting(t) !== null) stats(`lastMeeting.${side}`, meet.value, meet.value.trim());
    }
    if (ctx.series?.found && ctx.series.status.trim() !== '') stats('series', ctx.series.status, ctx.series.status);
    if (ctx.venue) stats('venue', ctx.venue, ctx.venue);
  }
  if (i.rest) {
    for (const side of ['home', 'away'] as const) {
      const d = i.rest[side];
      if (d !== null && d >= 0 && d < 30) facts.push({ id: `rest.${side}`, source: 'pick-engine model_finals', at: i.rest.at, value: d, text: `${d} day${d === 1 ? '' : 's'}`, simulated: game.simulated });
    }
  }
  // Recent news: what the sources say, shown as written, its URLs in the fact's source and value.
  // Read from the live web about the real game, so never simulated; a simulated game gets none.
  if (i.news && !game.simulated) {
    i.news.items.forEach((item, n) => {
      facts.push({ id: `news.${n}`, source: `${i.news!.model} search: ${item.urls.join(' ')}`, at: i.news!.at, value: { text: item.text, urls: item.urls }, text: item.text, simulated: false });
    });
  }
  return { v: FACTS_VERSION, eventId: game.eventId, takenAt: i.takenAt.toISOString(), simulated: facts.some((f) => f.simulated), facts };
}

/** The JCS canonical JSON of the snapshot: the exact text stored and hashed. */
export function canonicalFacts(s: FactsSnapshot): string {
  const text = canonicalize(s);
  if (text === undefined) throw new Error('facts snapshot cannot be canonicalized');
  return text;
}

export const factsSha256 = (canonical: string) => createHash('sha256').update(canonical, 'utf8').digest('hex');

export const factById = (s: FactsSnapshot, id: string) => s.facts.find((f) => f.id === id);

/** A reader's name for a fact ('Boston Celtics last ten', 'FanDuel price'), shown beside the claims checked. */
export function factLabel(s: FactsSnapshot, id: string): string {
  const team = (side: string) => String(factById(s, `team.${side}`)?.value ?? side);
  const [kind, a, b] = id.split('.');
  const fixed: Record<string, string> = {
    'pick.bet': 'The bet', 'pick.price': 'Best price', 'pick.book': 'Best book', 'pick.line': 'Line', 'pick.breakEven': 'Break-even at the price',
    'pick.label': 'Value or lean', 'pick.ev': 'Expected value', 'prob.market': 'Market (no-vig)', 'prob.gary': "Gary's number", 'prob.model': 'Rating model',
    'win.market.picked': 'Market: to win', 'win.model.picked': 'Rating model: to win', 'game.start': 'Start', 'series': 'Series', 'venue': 'Venue',
  };
  if (fixed[id]) return fixed[id]!;
  switch (kind) {
    case 'team': return a === 'home' ? 'Home team' : 'Away team';
    case 'record': return `${team(a!)} record`;
    case 'lastTen': return `${team(a!)} last ten`;
    case 'rest': return `${team(a!)} days since last game`;
    case 'injury': return `${team(a!)} out`;
    case 'starter': return `${team(a!)} starter`;
    case 'era': return `${team(a!)} starter ERA`;
    case 'player': return `${team(a!)} player`;
    case 'lastMeeting': return `${team(a!)} last meeting`;
    case 'move': return 'Line since the open';
    case 'news': return 'Recent news';
    case 'price': {
      const v = factById(s, id)?.value as { book?: string; team?: string } | undefined;
      return `${v?.book ?? a} price (${v?.team ?? b})`;
    }
    default: return id;
  }
}

/** Win share of a record fact's text ('7-3' -> 0.7), for reasons that must point the pick's way. */
export const shareOf = (s: FactsSnapshot, id: string) => {
  const f = factById(s, id);
  return f ? winShare(f.text) : null;
};
