// One prop pick as the engine stores and serves it, its stable id and its texts.
import { createHash } from 'node:crypto';
import type { Bet } from './prop-candidates';
import type { PropSport } from './prop-markets';

/** Where the prices came from: the odds feed, the simulated feed, the search fallback, or the rules. */
export type PropSource = 'odds' | 'simulated' | 'search' | 'rules';
/** Who wrote the analysis. */
export type PropWriter = 'openai' | 'offline' | 'rules';

export interface PropGame {
  eventId: string;
  sport: PropSport;
  homeTeam: string;
  awayTeam: string;
  /** ISO UTC. */
  commenceTime: string;
}

export interface PropPick {
  id: string;
  date: string;
  league: PropSport;
  eventId: string;
  player: string;
  playerId: string;
  team: string;
  propType: string;
  market: string;
  line: number;
  bet: Bet;
  odds: number;
  /** 0.1-1.0. */
  confidence: number;
  /** Expected value per $100. */
  ev: number;
  analysis: string[];
  matchup: string;
  homeTeam: string;
  awayTeam: string;
  gameTime: string;
  source: PropSource;
  writer: PropWriter;
  simulated: boolean;
}

export const matchupOf = (g: Pick<PropGame, 'homeTeam' | 'awayTeam'>) => `${g.awayTeam} @ ${g.homeTeam}`;

/** The same prop on the same day always gets the same id, so a rerun cannot store it twice. */
export function propId(p: { date: string; eventId: string; player: string; propType: string; line: number; bet: Bet }): string {
  const basis = [p.date, p.eventId, p.player.trim().toLowerCase(), p.propType, String(p.line), p.bet].join('|');
  return `prop_${p.date.replace(/-/g, '')}_${createHash('sha256').update(basis).digest('hex').slice(0, 16)}`;
}

/** The spec's "[type] [line]". */
export const propText = (propType: string, line: number) => `${propType} ${line}`;

const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
const signed = (odds: number) => (odds > 0 ? `+${odds}` : String(odds));

/** 'Aaron Judge Over 1.5 total bases -120': the pick text the Billfold shows, odds last. */
export function pickText(p: Pick<PropPick, 'player' | 'bet' | 'line' | 'propType' | 'odds'>): string {
  return `${p.player} ${cap(p.bet)} ${p.line} ${p.propType} ${signed(p.odds)}`;
}

/** Daily order: confidence first, then expected value (the spec's "top 10 by confidence then EV"). */
export function byConfidenceThenEv(a: Pick<PropPick, 'confidence' | 'ev' | 'id'>, b: Pick<PropPick, 'confidence' | 'ev' | 'id'>): number {
  return b.confidence - a.confidence || b.ev - a.ev || a.id.localeCompare(b.id);
}

/** A pick before it is placed on a day and a game. */
export type PropDraft = Omit<PropPick, 'id' | 'date' | 'league' | 'eventId' | 'matchup' | 'homeTeam' | 'awayTeam' | 'gameTime' | 'simulated'>;

export function placeDraft(d: PropDraft, game: PropGame, date: string, simulated: boolean): PropPick {
  return {
    ...d,
    id: propId({ date, eventId: game.eventId, player: d.player, propType: d.propType, line: d.line, bet: d.bet }),
    date,
    league: game.sport,
    eventId: game.eventId,
    matchup: matchupOf(game),
    homeTeam: game.homeTeam,
    awayTeam: game.awayTeam,
    gameTime: game.commenceTime,
    simulated,
  };
}
