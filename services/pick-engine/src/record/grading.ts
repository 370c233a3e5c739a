// Grading on game.final (and the final recorded for the rating model): every pick of the event is graded (won, lost, push) into game_results and
// one pick.graded is published per pick, in the consumer's transaction. The unique constraint on
// game_results.pick_id keeps a redelivered or duplicated game.final from grading anything twice.
// Each pick's fade (Fade Gary) is graded from the same final on its own line. A final whose score
// differs from the one a pick was graded on is the source correcting itself: it is applied as a
// correction (corrections.ts), never by overwriting. A scratched (void) pick is never graded.
// A graded leg of the Parlay of the Day grades the parlay again (parlay.ts), in the same transaction.
import { easternDate, formatFinalScore, gradePick, normaliseResult } from '@gary/betting';
import { makeEvent, type EventEnvelope } from '@gary/contracts';
import { enqueue, type Logger, type PoolClient } from '@gary/platform';
import { fadesOf } from './adapters/fades-repo';
import { insertResult } from './adapters/results-repo';
import { gradeFade } from '../domain/fade';
import { correctResult, lockEventPicks } from './corrections';
import { regradeParlayOf } from '../parlay/parlay';
import type { LiveModel } from '../generation/live-model';

export function createGameFinalHandler(deps: { logger: Logger; now: () => Date; model?: LiveModel }) {
  return async (event: EventEnvelope<'game.final'>, tx: PoolClient): Promise<{ outcome: string }> => {
    const e = event.data;
    // Every final teaches the ratings, picked or not (in the same transaction as the grading).
    const gameDate = easternDate(new Date(e.commenceTime));
    if (deps.model && gameDate.ok) {
      await deps.model.recordFinal(tx, {
        eventId: e.eventId,
        league: e.sport,
        homeTeam: e.homeTeam,
        awayTeam: e.awayTeam,
        gameDate: gameDate.value,
        homeScore: e.homeScore,
        awayScore: e.awayScore,
        completedAt: e.completedAt,
      });
    }
    const picks = await lockEventPicks(tx, e.eventId);
    if (picks.length === 0) return { outcome: 'no_picks' };
    const fades = await fadesOf(tx, picks.map((p) => p.pickId));
    const score = { home: e.homeScore, away: e.awayScore };
    const finalScore = formatFinalScore(score);
    if (!finalScore.ok) {
      deps.logger.error({ eventId: e.eventId, error: finalScore.error }, 'game.final with an unusable score; not graded');
      return { outcome: 'bad_score' };
    }
    let graded = 0;
    let corrected = 0;
    for (const p of picks) {
      if (p.result === 'void') continue; // scratched: never graded
      const grade = gradePick({ type: p.type, side: p.side, line: p.line, threeWay: p.league === 'EPL' }, score);
      const result = grade.ok ? normaliseResult(grade.value) : null;
      if (!result) {
        deps.logger.error({ pickId: p.pickId, error: grade.ok ? grade.value : grade.error }, 'pick could not be graded; skipped');
        continue;
      }
      const fade = fades.get(p.pickId);
      const fadeResult = fade ? gradeFade(fade, score) : null;
      if (p.result !== null) {
        if (p.finalScore === finalScore.value) continue;
        const source = e.simulated ? 'odds-ingest: simulated provider' : 'odds-ingest: The Odds API';
        const reason = `Corrected final score: ${p.finalScore} became ${finalScore.value}`;
        if (await correctResult(tx, p, { result, finalScore: finalScore.value, fadeResult }, { kind: 'final', reason, source }, deps.now())) corrected++;
        continue;
      }
      const inserted = await insertResult(tx, {
        pickId: p.pickId,
        eventId: p.eventId,
        gameDate: p.cardDate,
        league: p.league,
        result,
        finalScore: finalScore.value,
        pickText: p.pickText,
        matchup: p.game,
        confidence: p.confidence,
        odds: p.odds,
        fadeResult,
      });
      if (!inserted) continue;
      graded++;
      // The Parlay of the Day holding this pick, if any, is graded again from its legs.
      await regradeParlayOf(tx, p.pickId, deps.now());
      await enqueue(tx, [
        makeEvent('pick.graded', {
          source: 'pick-engine',
          key: p.pickId,
          data: {
            pickId: p.pickId,
            eventId: p.eventId,
            date: p.date,
            league: p.league,
            result,
            finalScore: finalScore.value,
            odds: p.odds,
            closingOdds: p.closingOdds,
            closingNoVig: p.closingNoVig,
            gradedAt: deps.now().toISOString(),
          },
        }),
      ]);
    }
    return { outcome: graded > 0 || corrected > 0 ? 'applied' : 'already_graded' };
  };
}
