// gRPC handlers: decode, call the repositories and domain, map named errors to status codes here
// and nowhere else. A repeat or a lost race is an answer, not an error: {success: false, error,
// existingDecision}, which the gateway sends as 409.
import { AppError, invalid, notFound, unauthenticated, type CallContext, type Logger, type ServiceImpl } from '@gary/platform';
import type { decisionsV1 } from '@gary/protos';
import type { DecisionsRepo } from '../adapters/decisions-repo';
import { buildBetCard, emptyStats } from '../domain/bet-card';
import { alreadyChose, isUserId, MESSAGES, parseDecideInput, type DecideInputError } from '../domain/decision-input';
import { bucketsAt, parsePeriod } from '../domain/periods';
import type { LeaderboardKeeper } from '../leaderboard/leaderboard-keeper';

export function inputError(e: DecideInputError): AppError {
  switch (e.name) {
    case 'NotSignedIn':
      return unauthenticated('unauthenticated', e.message);
    case 'InvalidUser':
      return invalid('invalid_user', e.message);
    case 'InvalidDecision':
      return invalid('invalid_decision', e.message);
    case 'MissingPick':
      return invalid('missing_pick', e.message);
  }
}

function signedInUser(given: string | undefined, ctxUser: string | undefined): string {
  const id = (given || ctxUser || '').trim().toLowerCase();
  if (id === '') throw unauthenticated('unauthenticated', MESSAGES.notSignedIn);
  if (!isUserId(id)) throw invalid('invalid_user', MESSAGES.badUser);
  return id;
}

const clamp = (v: number | undefined, def: number, max: number) => (!v || v <= 0 ? def : Math.min(v, max));

export function createDecisionsHandlers(deps: {
  repo: DecisionsRepo;
  keeper: LeaderboardKeeper;
  now: () => Date;
  logger: Logger;
  /** Wakes the outbox relay after a decision committed (its poll would find the event anyway). */
  wakeRelay: () => void;
}): ServiceImpl<'decisions'> {
  const { repo, keeper, logger } = deps;
  return {
    async Decide(req: decisionsV1.DecideRequest__Output, ctx: CallContext) {
      const input = parseDecideInput({ userId: req.userId || ctx.userId, pickId: req.pickId, decision: req.decision });
      if (!input.ok) throw inputError(input.error);
      const at = deps.now();
      const buckets = bucketsAt(at);
      const r = await repo.decide({ ...input.value, at, buckets });
      switch (r.kind) {
        case 'unknown_pick':
          throw notFound('pick_not_found', MESSAGES.unknownPick);
        case 'closed':
          throw new AppError('precondition', 'pick_closed', MESSAGES.pickClosed);
        case 'exists':
          return { success: false, error: alreadyChose(r.decision), existingDecision: r.decision, outcome: r.outcome };
        case 'made':
          deps.wakeRelay();
          // The decision is committed; a leaderboard write that fails is logged, and the user's
          // row is rewritten on their next change or the next rebuild.
          await keeper.writeUsers([r.board], buckets).catch((err) => logger.warn({ err, userId: input.value.userId }, 'leaderboard update failed'));
          return { success: true, error: '', existingDecision: '', outcome: r.outcome };
      }
    },

    async ListMine(req: decisionsV1.ListMineRequest__Output, ctx: CallContext) {
      const userId = signedInUser(req.userId, ctx.userId);
      const rows = await repo.listMine(userId, clamp(req.limit, 50, 200));
      return {
        decisions: rows.map((d) => ({
          pickId: d.pickId,
          decision: d.decision,
          outcome: d.outcome,
          createdAt: d.createdAt,
          pick: { ...d.pick, result: d.pick.result ?? '' },
        })),
      };
    },

    async GetStats(req: decisionsV1.GetStatsRequest__Output, ctx: CallContext) {
      const userId = signedInUser(req.userId, ctx.userId);
      const [stats, decisions] = await Promise.all([repo.stats(userId), repo.cardDecisions(userId)]);
      return buildBetCard(stats ?? emptyStats(userId), decisions);
    },

    async GetLeaderboard(req: decisionsV1.LeaderboardRequest__Output, ctx: CallContext) {
      const period = parsePeriod(req.period);
      if (!period) throw invalid('invalid_period', 'Period must be week, month or all.');
      const given = (req.userId || ctx.userId || '').trim().toLowerCase();
      const page = await keeper.read(period, clamp(req.limit, 20, 100), isUserId(given) ? given : undefined);
      return { period, rows: page.rows, me: page.me };
    },
  };
}
