// The pick log's leaf: the UTF-8 bytes of the RFC 8785 (JCS) canonical JSON of the published pick
// record. The record holds what a bettor needs to check the pick against the game (teams, start,
// market, side, line, price, book), Gary's probability and the model's, the words published, the
// fade (the other side at its own best price, which the Fade-Gary record is graded on), and a
// random salt so the leaf hash of a paid pick reveals nothing before the record is public.
// Version 2 added the fade; leaves logged as version 1 keep their bytes (a leaf is never rewritten).
import canonicalize from 'canonicalize';
import { utf8 } from './bytes';

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

/** Version 1: every field of today's record but the fade. */
export interface LeafRecordV1 {
  v: 1;
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
  /** 16 random bytes, base64. */
  salt: string;
}

export interface LeafRecordV2 extends Omit<LeafRecordV1, 'v'> {
  v: 2;
  fade: LeafFade | null;
}

/** What the service logs today. */
export type LeafRecord = LeafRecordV2;

/**
 * The canonical text of a record, of any version or one read back from a bundle: JCS keeps what is
 * there, so a verifier that knows no newer field still hashes exactly what was logged.
 */
export function leafText(record: LeafRecordV1 | LeafRecordV2 | Readonly<Record<string, unknown>>): string {
  let text: string | undefined;
  try {
    text = canonicalize(record);
  } catch (err) {
    throw new Error(`the pick record cannot be put in canonical form: ${(err as Error).message}`);
  }
  if (text === undefined) throw new Error('the pick record cannot be put in canonical form');
  return text;
}

/** The leaf bytes: JCS canonical JSON, UTF-8. */
export const leafBytes = (record: LeafRecordV1 | LeafRecordV2 | Readonly<Record<string, unknown>>): Uint8Array => utf8(leafText(record));
