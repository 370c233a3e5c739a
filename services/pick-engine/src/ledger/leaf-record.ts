// The pick as the service logs it: a published pick mapped to the pick log's leaf record (its
// format, versions and canonical bytes are @gary/pick-log's), with a fresh random salt.
import { randomBytes } from 'node:crypto';
import { LEAF_VERSION, type LeafFade, type LeafRecord } from '@gary/pick-log';
import type { FadeBet } from '../domain/fade';
import type { StoredPick } from '../domain/stored-pick';

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
