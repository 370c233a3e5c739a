// Grades a finished game's props from its box score, inside the caller's transaction: results go
// into prop_results. A final result is never rewritten, so a second look (a redelivered or repeated
// game.final, the pending sweep) changes nothing once a prop is won, lost or pushed. Each final
// result written goes out as prop.graded in the same transaction (the outbox): decisions settles
// the rides and fades on the prop from it. prop_results is the record the Billfold and the props
// routes read.
import { easternDate } from '@gary/betting';
import { enqueue, type Logger, type Queryable } from '@gary/platform';
import type { DataPeers } from '../adapters/data-peers';
import { createPropsRepo, type StoredProp } from '../adapters/props-repo';
import { propGraded } from './prop-events';
import { gradeFromBoxScore, type PropGrade } from '../domain/prop-grading';
import { pickText } from '../domain/prop-pick';

export interface FinishedGame {
  eventId: string;
  sport: string;
  homeTeam: string;
  awayTeam: string;
  commenceTime?: string;
}

export interface GradeSummary {
  props: number;
  written: number;
  pending: number;
}

/** A game that will not be played as scheduled (game.scratched: postponed or cancelled). */
export interface ScratchedGame {
  eventId: string;
  status: 'postponed' | 'cancelled';
  reason: string;
}

export function createPropGrader(deps: { data: DataPeers; logger: Logger; now: () => Date }) {
  type Grade = Omit<PropGrade, 'result' | 'pendingReason'> & { result: PropGrade['result'] | 'void'; pendingReason: string | null };

  /** The event's props without a final result (never graded, or pending). */
  const openProps = async (tx: Queryable, eventId: string): Promise<StoredProp[]> =>
    (await createPropsRepo(tx).byEvent(eventId)).filter((p) => p.result === '' || p.result === 'pending');

  /** Writes one prop's result; a final one goes out as prop.graded in the same transaction. */
  async function record(tx: Queryable, p: StoredProp, g: Grade): Promise<boolean> {
    const changed = await createPropsRepo(tx).saveResult({
      propId: p.id,
      gameDate: p.date,
      league: p.league,
      eventId: p.eventId,
      playerName: p.player,
      playerId: g.playerId,
      propType: p.propType,
      lineValue: p.line,
      bet: p.bet,
      odds: p.odds,
      result: g.result,
      actualValue: g.actualValue,
      pendingReason: g.pendingReason,
      pickText: pickText(p),
      matchup: p.matchup,
      confidence: p.confidence,
    });
    if (changed && g.result !== 'pending') {
      await enqueue(tx, [propGraded({ id: p.id, date: p.date, league: p.league, result: g.result, actualValue: g.actualValue }, deps.now())]);
    }
    return changed;
  }

  return {
    /**
     * A scratched game's props that have no final result become void, like its picks ("decisions on
     * a void pick are void"): they will never be graded, so no ride or fade on them waits forever. A
     * result already final stays; a repeat changes nothing.
     */
    async voidGame(tx: Queryable, game: ScratchedGame): Promise<number> {
      const open = await openProps(tx, game.eventId);
      let voided = 0;
      for (const p of open) {
        if (await record(tx, p, { result: 'void', actualValue: null, playerId: '', pendingReason: `${game.status}: ${game.reason}` })) voided++;
      }
      if (open.length) deps.logger.info({ eventId: game.eventId, props: open.length, voided }, 'props of a scratched game voided');
      return voided;
    },

    async gradeGame(tx: Queryable, game: FinishedGame): Promise<GradeSummary> {
      const open = await openProps(tx, game.eventId);
      if (open.length === 0) return { props: 0, written: 0, pending: 0 };
      const day = game.commenceTime ? easternDate(new Date(game.commenceTime)) : null;
      const box = await deps.data.boxScore(game.sport, game, day?.ok ? day.value : open[0]!.date);
      let written = 0;
      let pending = 0;
      for (const p of open) {
        const g = gradeFromBoxScore(p, box);
        if (g.result === 'pending') pending++;
        if (await record(tx, p, g)) written++;
      }
      deps.logger.info({ eventId: game.eventId, props: open.length, written, pending }, 'props graded');
      return { props: open.length, written, pending };
    },
  };
}

export type PropGrader = ReturnType<typeof createPropGrader>;
