// What the decisions service does with the events it consumes, each applied once inside the
// consumer's transaction (the platform records the event id with the effect):
// pick.published -> the picks projection; pick.graded -> settlement; pick.corrected -> re-settlement
// (a result changed after grading, or the game was scratched); user.registered -> the stats row;
// user.deleted -> the member's rows and leaderboard entries go.
// user.profile-changed -> the saved display name on the stats row and the leaderboard.
// Parlay of the Day goes into the same projection and the same decision table: parlay.published is
// a pick row under the parlay's id (league 'PARLAY', no leg content, open until its first game
// starts), parlay.graded settles it as pick.graded does (revision 0) and re-settles it as
// pick.corrected does when a leg's correction changed its grade (revision 1, 2, ...).
// Team Props go into the same projection and table ("Team Props decisions are saved like any other"):
// prop.published is a pick row under the prop's id (its league, game and the bet's words, open until
// its game starts), prop.graded settles it as pick.graded does, and a void prop (withdrawn before its
// game) voids its decisions as a scratched pick's correction does.
import type { HandlerMap, Logger } from '@gary/platform';
import { createCorrectionsRepo } from '../adapters/corrections-repo';
import { eraseMember } from '../adapters/member-erasure';
import { requestLiveStatusAlert, requestPicksOut, requestScratchAlert } from '../alerts/alert-requests';
import type { DecisionsRepo } from '../adapters/decisions-repo';
import type { PicksRepo } from '../adapters/picks-repo';
import type { LeaderboardKeeper } from '../leaderboard/leaderboard-keeper';

export const CONSUMED_TOPICS = ['pick.published', 'pick.graded', 'pick.corrected', 'pick.live-status', 'parlay.published', 'parlay.graded', 'prop.published', 'prop.graded', 'card.shown', 'user.registered', 'user.deleted', 'user.profile-changed'] as const;

/** What the projection holds of a parlay: its price and first game time, and words that name no leg. */
export const PARLAY_LEAGUE = 'PARLAY';
export const parlayMatchup = (legCount: number) => `Parlay of the Day (${legCount} legs)`;

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
  const corrections = createCorrectionsRepo();
  /**
   * Settlements take turns, and each reads its time once its turn has come. A streak is the order a
   * user's decisions settled in, and the replay that audits it (stats-replay.ts) orders by
   * settled_at: two picks settling at once for the same user (a backlog of grades delivered together
   * after a broker outage or a restore) could otherwise apply in the opposite order of their times.
   */
  async function settleTurn(tx: import('@gary/platform').Queryable): Promise<Date> {
    await tx.query("SELECT pg_advisory_xact_lock(hashtext(current_schema() || ':settle'))");
    return deps.now();
  }
  /** Runs a settlement counted in flight until it has committed (the leaderboard keeper waits for it). */
  async function settling<R>(run: () => Promise<R>, kicks: (r: R) => boolean): Promise<{ r: R; afterCommit: () => void }> {
    deps.settling.count++;
    let r: R;
    try {
      r = await run();
    } catch (err) {
      deps.settling.count--;
      throw err;
    }
    return {
      r,
      afterCommit: () => {
        deps.settling.count--;
        if (kicks(r)) keeper.kick();
      },
    };
  }

  return {
    'pick.published': async (event, tx) => {
      await picks.upsertPublished(tx, event.data);
      // The picks-out alert names the day's free pick: the highest confidence.
      await tx.query('UPDATE picks SET confidence = $2 WHERE pick_id = $1', [event.data.pickId, event.data.confidence]);
    },

    // A decided pick went dead or came back: the alert to its deciders (auth sends it).
    'pick.live-status': async (event, tx) => {
      const outcome = await requestLiveStatusAlert(tx, event.data, deps.now());
      return { outcome };
    },

    'parlay.published': async (event, tx) => {
      const x = event.data;
      await picks.upsertPublished(tx, {
        pickId: x.parlayId,
        date: x.date,
        league: PARLAY_LEAGUE as never,
        eventId: x.parlayId,
        homeTeam: '',
        awayTeam: '',
        matchup: parlayMatchup(x.legCount),
        gameTime: x.firstGameTime,
        pick: `${x.legCount}-leg parlay`,
        odds: x.odds,
        type: 'moneyline',
        side: 'home',
        line: 0,
        confidence: x.probability,
        publishedAt: x.publishedAt,
      });
    },

    'parlay.graded': async (event, tx) => {
      const g = event.data;
      const legs = `${g.legs.won}-${g.legs.lost}`;
      // Before settling: the cards written in this transaction count a won parlay at the price it paid.
      await picks.setSettledPrice(tx, g.parlayId, g.result === 'won' ? g.settledDecimal : null);
      if (g.revision === 0) {
        const { r, afterCommit } = await settling(
          async () => picks.grade(tx, { pickId: g.parlayId, eventId: g.parlayId, date: g.date, league: PARLAY_LEAGUE as never, result: g.result, finalScore: legs, odds: 0, closingOdds: null, gradedAt: g.gradedAt }, event.id, await settleTurn(tx)),
          (r) => r.kind === 'settled' && r.users > 0,
        );
        if (r.kind === 'settled') logger.info({ parlayId: g.parlayId, result: g.result, decisions: r.decisions, users: r.users }, 'parlay settled');
        return { outcome: r.kind === 'settled' ? 'applied' : `skipped: ${r.kind}`, afterCommit };
      }
      const { r, afterCommit } = await settling(
        async () =>
          corrections.correct(
            tx,
            {
              correctionId: `${g.parlayId}:r${g.revision}`, pickId: g.parlayId, eventId: g.parlayId, date: g.date, league: PARLAY_LEAGUE as never,
              revision: g.revision, kind: 'final', oldResult: g.previous, newResult: g.result, oldFinalScore: null, newFinalScore: legs,
              reason: 'A leg of the parlay was corrected or scratched', source: 'pick-engine', correctedAt: g.gradedAt,
            },
            await settleTurn(tx),
          ),
        (r) => r.kind === 'resettled' && r.users > 0,
      );
      if (r.kind === 'resettled') logger.info({ parlayId: g.parlayId, from: g.previous, to: g.result, decisions: r.decisions, users: r.users }, 'parlay re-graded: decisions re-settled');
      return { outcome: r.kind === 'resettled' ? 'applied' : `skipped: ${r.kind}`, afterCommit };
    },

    'prop.published': async (event, tx) => {
      const x = event.data;
      await picks.upsertPublished(tx, {
        pickId: x.propId,
        date: x.date,
        league: x.league,
        eventId: x.eventId,
        homeTeam: '',
        awayTeam: '',
        matchup: x.matchup,
        gameTime: x.gameTime,
        pick: x.pick,
        odds: x.odds,
        type: 'moneyline',
        side: 'home',
        line: 0,
        confidence: 0,
        publishedAt: x.publishedAt,
      });
    },

    'prop.graded': async (event, tx) => {
      const g = event.data;
      // The player's number stands where a pick's final score does.
      const score = g.actualValue === null ? '' : String(g.actualValue);
      if (g.result !== 'void') {
        const result = g.result;
        const { r, afterCommit } = await settling(
          async () => picks.grade(tx, { pickId: g.propId, eventId: g.propId, date: g.date, league: g.league, result, finalScore: score, odds: 0, closingOdds: null, gradedAt: g.gradedAt }, event.id, await settleTurn(tx)),
          (r) => r.kind === 'settled' && r.users > 0,
        );
        if (r.kind === 'settled') logger.info({ propId: g.propId, result: g.result, decisions: r.decisions, users: r.users }, 'prop settled');
        return { outcome: r.kind === 'settled' ? 'applied' : `skipped: ${r.kind}`, afterCommit };
      }
      // Withdrawn before its game: never graded, so its decisions are void (counted nowhere), once.
      const { r, afterCommit } = await settling(
        async () =>
          corrections.correct(
            tx,
            {
              correctionId: `${g.propId}:void`, pickId: g.propId, eventId: g.propId, date: g.date, league: g.league,
              revision: 1, kind: 'void', oldResult: null, newResult: 'void', oldFinalScore: null, newFinalScore: '',
              reason: 'The prop was withdrawn before its game', source: 'props-engine', correctedAt: g.gradedAt,
            },
            await settleTurn(tx),
          ),
        (r) => r.kind === 'resettled' && r.users > 0,
      );
      if (r.kind === 'resettled') logger.info({ propId: g.propId, decisions: r.decisions, users: r.users }, 'prop withdrawn: decisions void');
      return { outcome: r.kind === 'resettled' ? 'applied' : `skipped: ${r.kind}`, afterCommit };
    },

    'pick.graded': async (event, tx) => {
      const g = event.data;
      // Counted until the settlement has committed (or failed): the leaderboard keeper waits for it.
      deps.settling.count++;
      let r: Awaited<ReturnType<PicksRepo['grade']>>;
      try {
        r = await picks.grade(tx, g, event.id, await settleTurn(tx));
        // The recap's closing line value (the Billfold's: the closing fair probability against the price).
        if (g.closingNoVig != null) await tx.query('UPDATE picks SET closing_no_vig = $2 WHERE pick_id = $1', [g.pickId, g.closingNoVig]);
      } catch (err) {
        deps.settling.count--;
        throw err;
      }
      const settled = r.kind === 'settled' && r.users > 0;
      const afterCommit = () => {
        deps.settling.count--;
        if (settled) keeper.kick();
      };
      switch (r.kind) {
        case 'unknown_pick':
          logger.warn({ eventId: event.id, pickId: g.pickId }, 'pick.graded for a pick not published here yet: grade recorded, nothing to settle');
          return { outcome: 'skipped: unknown pick', afterCommit };
        case 'already_graded':
          logger.info({ eventId: event.id, pickId: g.pickId }, 'pick.graded for a pick already graded with the same result: nothing to do');
          return { outcome: 'skipped: already graded', afterCommit };
        case 'regrade_ignored':
          logger.warn({ eventId: event.id, pickId: g.pickId, stored: r.stored, given: g.result }, 'pick.graded with a different result for a graded pick: ignored');
          return { outcome: `skipped: already graded ${r.stored}`, afterCommit };
        case 'settled':
          logger.info({ pickId: g.pickId, result: g.result, decisions: r.decisions, users: r.users }, 'pick settled');
          return { outcome: 'applied', afterCommit };
      }
    },

    'pick.corrected': async (event, tx) => {
      const c = event.data;
      deps.settling.count++;
      let r: Awaited<ReturnType<typeof corrections.correct>>;
      try {
        r = await corrections.correct(tx, c, await settleTurn(tx));
        // A scratched pick: the scratch alert to the users who rode or faded it.
        if (r.kind === 'resettled') await requestScratchAlert(tx, c, deps.now());
      } catch (err) {
        deps.settling.count--;
        throw err;
      }
      const afterCommit = () => {
        deps.settling.count--;
        if (r.kind === 'resettled' && r.users > 0) keeper.kick();
      };
      switch (r.kind) {
        case 'unknown_pick':
          logger.warn({ eventId: event.id, pickId: c.pickId }, 'pick.corrected for a pick not published here yet: result kept for it');
          return { outcome: 'skipped: unknown pick', afterCommit };
        case 'already_applied':
          return { outcome: 'skipped: correction already applied', afterCommit };
        case 'stale':
          logger.warn({ pickId: c.pickId, revision: c.revision, held: r.held }, 'pick.corrected older than the result held: ignored');
          return { outcome: 'skipped: stale correction', afterCommit };
        case 'resettled':
          logger.info({ pickId: c.pickId, from: c.oldResult, to: c.newResult, decisions: r.decisions, users: r.users }, 'pick corrected: decisions re-settled');
          return { outcome: 'applied', afterCommit };
      }
    },

    // The day's card is the one the site shows now: the picks-out alert, once per card.
    'card.shown': async (event, tx) => ({ outcome: (await requestPicksOut(tx, event.data, deps.now())) ? 'applied' : 'skipped: already asked' }),

    'user.registered': async (event, tx) => {
      const userId = event.data.userId.toLowerCase();
      await deps.repoFor(tx).registerUser(userId, event.data.username);
      // The username shows on the leaderboard: rewrite the user's rows once this has committed.
      return { afterCommit: () => void keeper.refreshUsers([userId]).catch((err) => logger.warn({ err, userId }, 'leaderboard update failed')) };
    },

    // A member deleted their account: their rows go here, then their leaderboard entries. Should the
    // store be unreachable then, every rebuild takes the deleted members off the boards again.
    'user.deleted': async (event, tx) => {
      const userId = event.data.userId.toLowerCase();
      const r = await eraseMember(tx, userId, new Date(event.data.deletedAt));
      logger.info({ userId, decisions: r.decisions }, 'deleted member erased: decisions, stats and plan');
      return {
        outcome: `erased ${r.decisions} decisions`,
        afterCommit: () => void keeper.removeUsers([userId]).catch((err) => logger.warn({ err, userId }, 'leaderboard removal failed')),
      };
    },

    // A saved display name replaces the one taken from the email at sign-up, on every board.
    'user.profile-changed': async (event, tx) => {
      const userId = event.data.userId.toLowerCase();
      await deps.repoFor(tx).registerUser(userId, event.data.username);
      return { afterCommit: () => void keeper.refreshUsers([userId]).catch((err) => logger.warn({ err, userId }, 'leaderboard update failed')) };
    },
  };
}
