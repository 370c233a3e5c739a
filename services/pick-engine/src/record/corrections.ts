// Corrections: a result that changes after grading (a corrected final from the source, a void, a
// postponed or cancelled game) is never overwritten silently. Each is one pick_corrections row (old
// and new result, reason, source, time) with the next revision of the pick's result, the game
// result moved to it in the same transaction (a trigger refuses any other change), and one
// pick.corrected event for decisions to re-settle. Applying the same correction again finds the
// result already there and changes nothing; two racing ones meet the unique (pick, revision).
import { randomBytes } from 'node:crypto';
import { makeEvent, type EventEnvelope } from '@gary/contracts';
import { enqueue, withTransaction, type Pool, type PoolClient } from '@gary/platform';
import { picksForEvent } from '../adapters/picks-repo';
import { fadesOf } from './adapters/fades-repo';
import type { StoredPick } from '../domain/stored-pick';
import { runSteps, type TxStep } from '../adapters/tx-steps';
import { regradeParlayStep } from '../parlay/parlay';

export type ResultValue = 'won' | 'lost' | 'push' | 'void';
export type CorrectionKind = 'final' | 'void' | 'postponed' | 'cancelled';

export interface NextResult {
  result: ResultValue;
  /** '' for a void. */
  finalScore: string;
  fadeResult: ResultValue | null;
}

export interface Why {
  kind: CorrectionKind;
  reason: string;
  source: string;
}

/** Locks the event's picks (grading, corrections and scratches of one game go one at a time). */
export async function lockEventPicks(tx: PoolClient, eventId: string): Promise<StoredPick[]> {
  await tx.query('SELECT pick_id FROM picks WHERE event_id = $1 ORDER BY pick_id FOR UPDATE', [eventId]);
  return picksForEvent(tx, eventId);
}

/** One correction being applied. */
interface Correcting {
  pick: StoredPick;
  next: NextResult;
  why: Why;
  at: Date;
  current: { result: ResultValue; final_score: string; fade_result: ResultValue | null; revision: number } | null;
  revision: number;
  correctionId: string;
}

/** A correction, in order; 'stop' when there is nothing to correct or a racing one applied it. */
export const CORRECTION_STEPS: readonly TxStep<Correcting>[] = [
  {
    name: 'the current result read (the same result again changes nothing)',
    run: async (tx, c) => {
      const { rows } = await tx.query<NonNullable<Correcting['current']>>(
        'SELECT result, final_score, fade_result, revision FROM game_results WHERE pick_id = $1',
        [c.pick.pickId],
      );
      c.current = rows[0] ?? null;
      if (c.current && c.current.result === c.next.result && c.current.final_score === c.next.finalScore) return 'stop';
      c.revision = (c.current?.revision ?? 0) + 1;
    },
  },
  {
    name: 'the correction row, at the next revision (unique per pick and revision)',
    run: async (tx, { pick, next, why, at, current: cur, revision, correctionId }) => {
      const inserted = await tx.query(
        `INSERT INTO pick_corrections (correction_id, pick_id, event_id, revision, kind, old_result, new_result, old_final_score, new_final_score,
                                       old_fade_result, new_fade_result, reason, source, corrected_at)
         VALUES ($1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12,$13,$14) ON CONFLICT (pick_id, revision) DO NOTHING`,
        [correctionId, pick.pickId, pick.eventId, revision, why.kind, cur?.result ?? null, next.result, cur?.final_score ?? null, next.finalScore,
          cur?.fade_result ?? null, next.fadeResult, why.reason, why.source, at.toISOString()],
      );
      if ((inserted.rowCount ?? 0) === 0) return 'stop';
    },
  },
  {
    name: 'the game result moved to it',
    run: async (tx, { pick, next, current: cur, revision }) => {
      if (cur) {
        await tx.query('UPDATE game_results SET result = $2, final_score = $3, fade_result = $4, revision = $5 WHERE pick_id = $1', [
          pick.pickId,
          next.result,
          next.finalScore,
          next.fadeResult,
          revision,
        ]);
      } else {
        await tx.query(
          `INSERT INTO game_results (pick_id, event_id, game_date, league, result, final_score, pick_text, matchup, confidence, odds, fade_result, revision)
           VALUES ($1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12)`,
          [pick.pickId, pick.eventId, pick.cardDate, pick.league, next.result, next.finalScore, pick.pickText, pick.game, pick.confidence, pick.odds, next.fadeResult, revision],
        );
      }
    },
  },
  {
    name: 'pick.corrected',
    run: (tx, { pick, next, why, at, current: cur, revision, correctionId }) =>
      enqueue(tx, [
        makeEvent('pick.corrected', {
          source: 'pick-engine',
          key: pick.pickId,
          occurredAt: at,
          data: {
            correctionId,
            pickId: pick.pickId,
            eventId: pick.eventId,
            date: pick.date,
            league: pick.league,
            revision,
            kind: why.kind,
            oldResult: cur?.result ?? null,
            newResult: next.result,
            oldFinalScore: cur?.final_score || null,
            newFinalScore: next.finalScore,
            reason: why.reason,
            source: why.source,
            correctedAt: at.toISOString(),
          },
        }),
      ]),
  },
  // A corrected or voided leg of the Parlay of the Day grades the parlay again.
  regradeParlayStep,
];

/** Applies one correction to a pick whose event's picks the caller has locked; false when nothing changed. */
export async function correctResult(tx: PoolClient, pick: StoredPick, next: NextResult, why: Why, at: Date): Promise<boolean> {
  const correctionId = `pc_${randomBytes(16).toString('base64url')}`;
  return runSteps(tx, CORRECTION_STEPS, { pick, next, why, at, current: null, revision: 0, correctionId });
}

export type ScratchStatus = 'postponed' | 'cancelled' | 'void';

/**
 * A scratched game (postponed or cancelled, seen from the provider or set by an admin, or voided by
 * an admin): every pick on it becomes void, graded or not, with a correction row each. Its picks
 * are never graded afterwards. Answers how many picks it voided now (0 on a repeat).
 */
export async function scratchGame(pool: Pool, s: Scratch, at: Date): Promise<number> {
  return withTransaction(pool, (tx) => scratchGameIn(tx, s, at));
}

export interface Scratch {
  eventId: string;
  status: ScratchStatus;
  reason: string;
  source: string;
}

/** scratchGame inside the caller's transaction (the game.scratched consumer's). */
export async function scratchGameIn(tx: PoolClient, s: Scratch, at: Date): Promise<number> {
  const picks = await lockEventPicks(tx, s.eventId);
  const fades = await fadesOf(tx, picks.map((p) => p.pickId));
  let voided = 0;
  for (const p of picks) {
    const next: NextResult = { result: 'void', finalScore: '', fadeResult: fades.has(p.pickId) ? 'void' : null };
    if (await correctResult(tx, p, next, { kind: s.status, reason: s.reason, source: s.source }, at)) voided++;
  }
  return voided;
}

/** game.scratched (odds-ingest saw the provider postpone or cancel a game): its picks become void. */
export function createGameScratchedHandler(deps: { now: () => Date }) {
  return async (event: EventEnvelope<'game.scratched'>, tx: PoolClient): Promise<{ outcome: string }> => {
    const e = event.data;
    const voided = await scratchGameIn(tx, { eventId: e.eventId, status: e.status, reason: e.reason, source: e.source }, deps.now());
    return { outcome: voided > 0 ? 'applied' : 'no_picks' };
  };
}
