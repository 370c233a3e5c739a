// The pick log's leaf: the UTF-8 bytes of the RFC 8785 (JCS) canonical JSON of the published pick
// record. The record holds what a bettor needs to check the pick against the game (teams, start,
// market, side, line, price, book), Gary's probability and the model's, the words published, the
// fade (the other side at its own best price, which the Fade-Gary record is graded on), and a
// random salt so the leaf hash of a paid pick reveals nothing before the record is public.
// Version 2 added the fade; leaves logged as version 1 keep their bytes.
import { randomBytes } from 'node:crypto';
import canonicalize from 'canonicalize';
import type { FadeBet } from '../domain/fade';
import type { StoredPick } from '../domain/stored-pick';

export const LEAF_VERSION = 2;

/** The fade as published: the opposite side at the best opposite price then (null: none, as on a three-way moneyline). */
export interface LeafFade {
  market: 'spread' | 'moneyline';
  side: 'home' | 'away';
  line: number;
  price: number;
  bookmaker: string;
  text: string;
}

export interface LeafRecord {
  v: number;
  pickId: string;
  date: string;
  league: string;
  eventId: string;
  homeTeam: string;
  awayTeam: string;
  commenceTime: string;
  market: 'spread' | 'moneyline';
  side: 'home' | 'away';
  line: number;
  price: number;
  bookmaker: string;
  /** Gary's probability of the bet (the pick's confidence). */
  probability: number;
  /** The market's no-vig probability and the rating model's, with the ratings version. */
  marketProbability: number;
  modelProbability: number | null;
  modelVersion: string | null;
  label: 'value' | 'lean' | null;
  publishedAt: string;
  pickText: string;
  rationale: string;
  /** SHA-256 (hex) of the JCS canonical JSON of the facts snapshot the rationale was written from; null for picks before the facts were kept. */
  factsSha256: string | null;
  fade: LeafFade | null;
  /** 16 random bytes, base64. */
  salt: string;
}

export type PublishedPick = Pick<
  StoredPick,
  | 'pickId' | 'date' | 'league' | 'eventId' | 'homeTeam' | 'awayTeam' | 'gameTime' | 'type' | 'side' | 'line' | 'odds' | 'bookmaker'
  | 'confidence' | 'noVigProbability' | 'modelProbability' | 'modelVersion' | 'label' | 'publishedAt' | 'pickText' | 'rationale'
> & { factsSha256?: string | null; fade?: FadeBet | null };

const leafFade = (f: FadeBet | null | undefined): LeafFade | null =>
  f ? { market: f.type, side: f.side, line: f.line, price: f.odds, bookmaker: f.bookmaker, text: f.fadeText } : null;

export function leafRecord(p: PublishedPick, salt: Buffer = randomBytes(16)): LeafRecord {
  return {
    v: LEAF_VERSION,
    pickId: p.pickId,
    date: p.date,
    league: p.league,
    eventId: p.eventId,
    homeTeam: p.homeTeam,
    awayTeam: p.awayTeam,
    commenceTime: new Date(p.gameTime).toISOString(),
    market: p.type,
    side: p.side,
    line: p.line,
    price: p.odds,
    bookmaker: p.bookmaker,
    probability: p.confidence,
    marketProbability: p.noVigProbability,
    modelProbability: p.modelProbability,
    modelVersion: p.modelVersion,
    label: p.label,
    publishedAt: new Date(p.publishedAt).toISOString(),
    pickText: p.pickText,
    rationale: p.rationale,
    factsSha256: p.factsSha256 ?? null,
    fade: leafFade(p.fade),
    salt: salt.toString('base64'),
  };
}

/** The leaf bytes: JCS canonical JSON, UTF-8. */
export function leafBytes(r: LeafRecord): Buffer {
  const text = canonicalize(r);
  if (text === undefined) throw new Error('pick record cannot be canonicalized');
  return Buffer.from(text, 'utf8');
}
