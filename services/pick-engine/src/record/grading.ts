// Grading on game.final (and the final recorded for the rating model): every pick of the event is
// graded (won, lost, push) into game_results and one pick.graded is published per pick, in the
// consumer's transaction, written as two declared lists of steps: the final's (GRADING_STEPS) and
// each pick's (PICK_GRADING_STEPS). The unique constraint on game_results.pick_id keeps a
// redelivered or duplicated game.final from grading anything twice. Each pick's fade (Fade Gary) is
// graded from the same final on its own line. A final whose score differs from the one a pick was
// graded on is the source correcting itself: it is applied as a correction (corrections.ts), never
// by overwriting. A scratched (void) pick is never graded. A graded leg of the Parlay of the Day
// grades the parlay again (parlay.ts), in the same transaction.
import { easternDate, formatFinalScore, gradePick, normaliseResult } from '@gary/betting';
import { makeEvent, type EventEnvelope } from '@gary/contracts';
import { enqueue, type Logger, type PoolClient } from '@gary/platform';
import { runSteps, type TxStep } from '../adapters/tx-steps';
import { gradeFade, type FadeBet } from '../domain/fade';
import type { StoredPick } from '../domain/stored-pick';
import type { LiveModel } from '../generation/live-model';
import { regradeParlayStep } from '../parlay/parlay';
import { fadesOf } from './adapters/fades-repo';
import { insertResult } from './adapters/results-repo';
import { correctResult, lockEventPicks } from './corrections';

interface GradingDeps {
  logger: Logger;
  now: () => Date;
  model?: LiveModel;
}

/** One game.final being graded. */
interface FinalGrading {
  deps: GradingDeps;
  final: EventEnvelope<'game.final'>['data'];
  picks: StoredPick[];
  fades: Map<string, FadeBet>;
  finalScore: string;
  graded: number;
  corrected: number;
  outcome: string;
}

/** One pick of the game being graded. */
interface PickGrading {
  game: FinalGrading;
  pick: StoredPick;
  result: 'won' | 'lost' | 'push';
  fadeResult: 'won' | 'lost' | 'push' | null;
  at: Date;
}

const score = (e: FinalGrading['final']) => ({ home: e.homeScore, away: e.awayScore });

/** Each pick of the game, in order; 'stop' leaves the pick's later steps out. */
export const PICK_GRADING_STEPS: readonly TxStep<PickGrading>[] = [
  {
    name: 'a graded pick whose final score changed is corrected, never overwritten',
    run: async (tx, g) => {
      if (g.pick.result === null) return;
      if (g.pick.finalScore === g.game.finalScore) return 'stop';
      const source = g.game.final.simulated ? 'odds-ingest: simulated provider' : 'odds-ingest: The Odds API';
      const reason = `Corrected final score: ${g.pick.finalScore} became ${g.game.finalScore}`;
      if (await correctResult(tx, g.pick, { result: g.result, finalScore: g.game.finalScore, fadeResult: g.fadeResult }, { kind: 'final', reason, source }, g.at)) g.game.corrected++;
      return 'stop';
    },
  },
  {
    name: 'the result written, once per pick',
    run: async (tx, { pick: p, result, fadeResult, game }) => {
      const inserted = await insertResult(tx, {
        pickId: p.pickId,
        eventId: p.eventId,
        gameDate: p.cardDate,
        league: p.league,
        result,
        finalScore: game.finalScore,
        pickText: p.pickText,
        matchup: p.game,
        confidence: p.confidence,
        odds: p.odds,
        fadeResult,
      });
      if (!inserted) return 'stop';
      game.graded++;
    },
  },
  // The Parlay of the Day holding this pick, if any, is graded again from its legs.
  regradeParlayStep,
  {
    name: 'pick.graded',
    run: (tx, { pick: p, result, game, at }) =>
      enqueue(tx, [
        makeEvent('pick.graded', {
          source: 'pick-engine',
          key: p.pickId,
          data: {
            pickId: p.pickId,
            eventId: p.eventId,
            date: p.date,
            league: p.league,
            result,
            finalScore: game.finalScore,
            odds: p.odds,
            closingOdds: p.closingOdds,
            closingNoVig: p.closingNoVig,
            gradedAt: at.toISOString(),
          },
        }),
      ]),
  },
];

/** The game.final, in order; 'stop' ends the grading with the outcome set. */
export const GRADING_STEPS: readonly TxStep<FinalGrading>[] = [
  {
    // Every final teaches the ratings, picked or not (in the same transaction as the grading).
    name: 'the final recorded for the ratings (generation)',
    run: async (tx, g) => {
      const e = g.final;
      const gameDate = easternDate(new Date(e.commenceTime));
      if (!g.deps.model || !gameDate.ok) return;
      await g.deps.model.recordFinal(tx, {
        eventId: e.eventId,
        league: e.sport,
        homeTeam: e.homeTeam,
        awayTeam: e.awayTeam,
        gameDate: gameDate.value,
        homeScore: e.homeScore,
        awayScore: e.awayScore,
        completedAt: e.completedAt,
      });
    },
  },
  {
    name: "the game's picks locked, with their fades",
    run: async (tx, g) => {
      g.picks = await lockEventPicks(tx, g.final.eventId);
      if (g.picks.length === 0) {
        g.outcome = 'no_picks';
        return 'stop';
      }
      g.fades = await fadesOf(tx, g.picks.map((p) => p.pickId));
    },
  },
  {
    name: 'the final score read',
    run: async (_tx, g) => {
      const finalScore = formatFinalScore(score(g.final));
      if (!finalScore.ok) {
        g.deps.logger.error({ eventId: g.final.eventId, error: finalScore.error }, 'game.final with an unusable score; not graded');
        g.outcome = 'bad_score';
        return 'stop';
      }
      g.finalScore = finalScore.value;
    },
  },
  {
    name: 'each pick graded (PICK_GRADING_STEPS)',
    run: async (tx, g) => {
      for (const p of g.picks) {
        if (p.result === 'void') continue; // scratched: never graded
        const grade = gradePick({ type: p.type, side: p.side, line: p.line, threeWay: p.league === 'EPL' }, score(g.final));
        const result = grade.ok ? normaliseResult(grade.value) : null;
        if (!result) {
          g.deps.logger.error({ pickId: p.pickId, error: grade.ok ? grade.value : grade.error }, 'pick could not be graded; skipped');
          continue;
        }
        const fade = g.fades.get(p.pickId);
        await runSteps(tx, PICK_GRADING_STEPS, { game: g, pick: p, result, fadeResult: fade ? gradeFade(fade, score(g.final)) : null, at: g.deps.now() });
      }
      g.outcome = g.graded > 0 || g.corrected > 0 ? 'applied' : 'already_graded';
    },
  },
];

export function createGameFinalHandler(deps: GradingDeps) {
  return async (event: EventEnvelope<'game.final'>, tx: PoolClient): Promise<{ outcome: string }> => {
    const g: FinalGrading = { deps, final: event.data, picks: [], fades: new Map(), finalScore: '', graded: 0, corrected: 0, outcome: '' };
    await runSteps(tx, GRADING_STEPS, g);
    return { outcome: g.outcome };
  };
}
