// What the decisions service does with the events it consumes, each applied once inside the
// consumer's transaction (bootService records the event id with the effect):
// pick.published -> the picks projection; pick.graded -> settlement; user.registered -> the stats row.
import type { HandlerMap, Logger } from '@gary/platform';
import type { DecisionsRepo } from '../adapters/decisions-repo';
import type { PicksRepo } from '../adapters/picks-repo';
import type { LeaderboardKeeper } from '../leaderboard/leaderboard-keeper';

export const CONSUMED_TOPICS = ['pick.published', 'pick.graded', 'user.registered'] as const;

export function createDecisionsConsumers(deps: {
  picks: PicksRepo;
  repoFor: (db: import('@gary/platform').Queryable) => DecisionsRepo;
  keeper: LeaderboardKeeper;
  logger: Logger;
  now: () => Date;
  /** Counts settlements in flight in this process (the leaderboard keeper waits for them). */
  settling: { count: number };
}): HandlerMap {
  const { picks, keeper, logger } = deps;
  return {
    'pick.published': async (event, tx) => {
      await picks.upsertPublished(tx, event.data);
    },

    'pick.graded': async (event, tx) => {
      const g = event.data;
      deps.settling.count++;
      // Decremented a moment after the handler returns, by when its transaction has committed.
      const r = await picks.grade(tx, g, event.id, deps.now()).finally(() => setTimeout(() => deps.settling.count--, 50).unref());
      switch (r.kind) {
        case 'unknown_pick':
          logger.warn({ eventId: event.id, pickId: g.pickId }, 'pick.graded for a pick not published here yet: grade recorded, nothing to settle');
          return { outcome: 'skipped: unknown pick' };
        case 'already_graded':
          logger.info({ eventId: event.id, pickId: g.pickId }, 'pick.graded for a pick already graded with the same result: nothing to do');
          return { outcome: 'skipped: already graded' };
        case 'regrade_ignored':
          logger.warn({ eventId: event.id, pickId: g.pickId, stored: r.stored, given: g.result }, 'pick.graded with a different result for a graded pick: ignored');
          return { outcome: `skipped: already graded ${r.stored}` };
        case 'settled':
          logger.info({ pickId: g.pickId, result: g.result, decisions: r.decisions, users: r.users }, 'pick settled');
          if (r.users > 0) keeper.kick();
          return { outcome: 'applied' };
      }
    },

    'user.registered': async (event, tx) => {
      await deps.repoFor(tx).registerUser(event.data.userId.toLowerCase(), event.data.username);
      // The username shows on the leaderboard: rewrite the user's rows once this has committed (the
      // later write wins by version if the first ran too early).
      const userId = event.data.userId.toLowerCase();
      for (const ms of [20, 1_000]) {
        setTimeout(() => void keeper.refreshUsers([userId]).catch((err) => logger.warn({ err, userId }, 'leaderboard update failed')), ms).unref();
      }
    },
  };
}
