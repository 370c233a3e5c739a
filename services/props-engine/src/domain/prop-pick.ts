// One prop pick as the engine stores and serves it, its opaque id, its content key and its texts.
import { newPropId } from '@gary/betting';
import type { Bet, PropSide } from './prop-candidates';
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

/** A stored prop: the priced side it was chosen from (prop-candidates.ts PropSide), and more. */
export interface PropPick extends Pick<PropSide, 'player' | 'team' | 'propType' | 'market' | 'line' | 'bet' | 'odds'> {
  id: string;
  date: string;
  league: PropSport;
  eventId: string;
  playerId: string;
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

/**
 * What makes two props the same prop on a day (date, event, player, prop type, line, side), so a
 * rerun cannot store one twice. Internal: it is made of the pick's content, so it is never an id and
 * never leaves this service (ids are random, newPropId: locked cards carry them).
 */
export function propKey(p: { date: string; eventId: string; player: string; propType: string; line: number; bet: Bet }): string {
  return [p.date, p.eventId, p.player.trim().toLowerCase(), p.propType, String(Number(p.line)), p.bet].join('|');
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
type Ranked = Pick<PropPick, 'confidence' | 'ev' | 'date' | 'eventId' | 'player' | 'propType' | 'line' | 'bet'>;
export function byConfidenceThenEv(a: Ranked, b: Ranked): number {
  return b.confidence - a.confidence || b.ev - a.ev || propKey(a).localeCompare(propKey(b));
}

/** A pick before it is placed on a day and a game. */
export type PropDraft = Omit<PropPick, 'id' | 'date' | 'league' | 'eventId' | 'matchup' | 'homeTeam' | 'awayTeam' | 'gameTime' | 'simulated'>;

export function placeDraft(d: PropDraft, game: PropGame, date: string, simulated: boolean): PropPick {
  return {
    ...d,
    id: newPropId(),
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
