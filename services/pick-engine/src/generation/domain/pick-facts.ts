// The facts about a pick that the writers may use, and nothing else: the language model's prompt
// and the offline writer read the same object, so neither can state what the data does not hold.
import { formatAmerican, formatEasternTime } from '@gary/betting';
import type { GameInput, TeamFacts } from '../../domain/game-input';
import type { QuantPick } from './quant-core';
import { playersOut } from '../../domain/team-form';

export interface TeamWriteFacts {
  name: string;
  record: string | null;
  lastTen: string | null;
  out: string[];
  starter: { name: string; era: number | null } | null;
}

export interface PickFacts {
  eventId: string;
  league: string;
  homeTeam: string;
  awayTeam: string;
  /** 'h:mm AM/PM ET', copied into every answer exactly. */
  time: string;
  pick: string;
  team: string;
  opponent: string;
  type: 'spread' | 'moneyline';
  line: number;
  price: string;
  bookmaker: string;
  /** Market's no-vig chance of the bet, whole percent. */
  noVigPct: number;
  confidence: number;
  confidencePct: number;
  /** The rating model's own chance of the bet, whole percent; null without a model view. */
  modelPct: number | null;
  /** 'value' (positive expected value at the price) or 'lean'. */
  label: 'value' | 'lean';
  /** A Bet on the card (the price beats the fair line by the learned threshold); otherwise a Lean, whatever the label. */
  bet: boolean;
  /** How a lean was chosen: 'model' (the side the ratings like more than the market), 'price' (the bet closest to its price); null for value. */
  leanBy: 'model' | 'price' | null;
  /** The picked team's chance to win, whole percent: the rating model's (null without a view) and the market's no-vig. */
  ratingsWinPct: number | null;
  marketWinPct: number;
  evPerUnit: number;
  move: { market: 'moneyline' | 'spread'; team: string; from: string; to: string } | null;
  /** The picked team is the market's favourite. */
  favourite: boolean;
  trapAlert: boolean;
  revenge: boolean;
  superstition: boolean;
  momentum: number;
  picked: TeamWriteFacts;
  other: TeamWriteFacts;
  venue: string | null;
  series: string | null;
}

function teamFacts(name: string, t: TeamFacts | undefined): TeamWriteFacts {
  const starter = t?.starter && t.starter.confirmed && t.starter.name.trim() !== '' ? { name: t.starter.name, era: t.starter.era } : null;
  return { name, record: t?.record ?? null, lastTen: t?.lastTen ?? null, out: playersOut(t?.injuries ?? []).slice(0, 3), starter };
}

const signedPoint = (p: number) => (p > 0 ? `+${p}` : String(p));

function moveOf(game: GameInput, pick: QuantPick): PickFacts['move'] {
  const wanted = pick.type === 'spread' ? 'spreads' : 'h2h';
  const m = game.moves.find((x) => x.market === wanted);
  if (!m) return null;
  if (wanted === 'spreads' && m.openingPoint !== null && m.latestPoint !== null && m.openingPoint !== m.latestPoint) {
    // Points are the home side's; shown from the picked team's view.
    const f = pick.side === 'home' ? 1 : -1;
    return { market: 'spread', team: pick.team, from: signedPoint(f * m.openingPoint), to: signedPoint(f * m.latestPoint) };
  }
  if (wanted === 'h2h' && m.openingPrice !== null && m.latestPrice !== null && m.openingPrice !== m.latestPrice) {
    return { market: 'moneyline', team: game.homeTeam, from: formatAmerican(m.openingPrice), to: formatAmerican(m.latestPrice) };
  }
  return null;
}

function isFavourite(game: GameInput, pick: QuantPick): boolean {
  const mine = game.h2h.find((q) => q.side === pick.side)?.noVig ?? 0;
  const theirs = game.h2h.find((q) => q.side === (pick.side === 'home' ? 'away' : 'home'))?.noVig ?? 0;
  return mine >= theirs;
}

const winPct = (home: number | null, side: 'home' | 'away') => (home === null ? null : Math.round((side === 'home' ? home : 1 - home) * 100));

export function pickFacts(game: GameInput, pick: QuantPick): PickFacts {
  const ctx = game.context;
  const mine = pick.side === 'home' ? ctx?.home : ctx?.away;
  const theirs = pick.side === 'home' ? ctx?.away : ctx?.home;
  const opponent = pick.side === 'home' ? game.awayTeam : game.homeTeam;
  const s = ctx?.series;
  return {
    eventId: game.eventId,
    league: game.league,
    homeTeam: game.homeTeam,
    awayTeam: game.awayTeam,
    time: formatEasternTime(new Date(game.commenceTime)),
    pick: pick.pickText,
    team: pick.team,
    opponent,
    type: pick.type,
    line: pick.line,
    price: formatAmerican(pick.odds),
    bookmaker: pick.bookmaker,
    noVigPct: Math.round(pick.marketProbability * 100),
    confidence: pick.confidence,
    confidencePct: Math.round(pick.confidence * 100),
    modelPct: pick.modelProbability === null ? null : Math.round(pick.modelProbability * 100),
    label: pick.label,
    bet: pick.decision.classification === 'bet',
    leanBy: pick.decision.leanBy,
    ratingsWinPct: winPct(pick.decision.home.model, pick.side),
    marketWinPct: winPct(pick.decision.home.market, pick.side)!,
    evPerUnit: pick.ev,
    move: moveOf(game, pick),
    favourite: isFavourite(game, pick),
    trapAlert: pick.flags.trapAlert,
    revenge: pick.flags.revenge,
    superstition: pick.flags.superstition,
    momentum: pick.flags.momentum,
    picked: teamFacts(pick.team, mine),
    other: teamFacts(opponent, theirs),
    venue: ctx?.venue ?? null,
    series: s?.found && s.status.trim() !== '' ? s.status : null,
  };
}
