// gRPC handlers: decode, call the repositories and domain, map named errors to status codes here
// and nowhere else. A repeat or a lost race is an answer, not an error: {success: false, error,
// existingDecision}, which the gateway sends as 409.
import { AppError, createBatcher, currentTraceparent, invalid, notFound, pickFields, unauthenticated, type CallContext, type Logger, type ServiceImpl } from '@gary/platform';
import type { decisionsV1 } from '@gary/protos';
import type { DecideItem, DecideResult, DecisionsRepo } from '../adapters/decisions-repo';
import type { GuardedDecide } from '../adapters/guarded-decide';
import { limitMessage } from '../domain/limits';
import { decisionUnits } from '../domain/units';
import type { PlanService, PlanView } from '../plan-service';
import { betCardToProto, buildBetCard, emptyStats } from '../domain/bet-card';
import { createPlanHolders, type PlanHolders } from '../domain/plan-holders';
import { alreadyChose, isUserId, MESSAGES, parseDecideInput, type DecideInputError } from '../domain/decision-input';
import { bucketsAt, parsePeriod, type Buckets } from '../domain/periods';
import type { LeaderboardKeeper } from '../leaderboard/leaderboard-keeper';

/** Decisions one ListMine call returns at most. */
export const MINE_MAX = 10_000;

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

type Answer = DecideResult | { kind: 'failed'; error: unknown };

export interface HandlerDeps {
  repo: DecisionsRepo;
  keeper: LeaderboardKeeper;
  now: () => Date;
  logger: Logger;
  /** Wakes the outbox relay after a decision committed (its poll would find the event anyway). */
  wakeRelay: () => void;
  /** Group commit: decisions at most per statement, and statements at once. */
  batch?: { max: number; inFlight: number };
  /** The guarded path of users with a play plan (limits, a stake); without it they decide as anyone. */
  guarded?: GuardedDecide;
  /** Play plans: stake, bankroll, unit size and limits. */
  plans?: PlanService;
  /** The users this replica has seen holding a play plan (domain/plan-holders.ts). */
  planHolders?: PlanHolders;
}

/**
 * Concurrent decisions share one statement (one user at most once per statement, and in one
 * running statement at most: the batcher's key). When a batch's statement fails, which changes
 * nothing, each of its decisions is tried alone so that one bad decision cannot fail the others.
 * Users known to hold a play plan skip the shared statement for their guarded transaction.
 */
function createDecideBatcher(deps: HandlerDeps, planHolders: PlanHolders) {
  const { repo, keeper, logger } = deps;
  const guardedDecide = (item: DecideItem, at: Date, buckets: Buckets): Promise<Answer> =>
    deps.guarded
      ? deps.guarded(item, at, buckets).catch((error: unknown) => ({ kind: 'failed' as const, error }))
      : Promise.resolve({ kind: 'failed' as const, error: new Error('no guarded decide path') });
  const decide = async (items: DecideItem[]): Promise<Answer[]> => {
    const at = deps.now();
    const buckets = bucketsAt(at);
    // Users known to hold a plan go straight to their guarded transaction; the rest share the statement.
    const known = items.map((item) => deps.guarded !== undefined && planHolders.has(item.userId));
    const shared = items.filter((_, i) => !known[i]);
    let sharedAnswers: Answer[];
    try {
      sharedAnswers = shared.length === 0 ? [] : await repo.decideMany(shared, at, buckets);
    } catch (error) {
      if (items.length === 1) return [{ kind: 'failed', error }];
      logger.warn({ err: error, decisions: items.length }, 'decide batch failed; deciding one by one');
      return Promise.all(items.map((item) => decide([item]).then((a) => a[0]!)));
    }
    let next = 0;
    const answers: Answer[] = known.map((k) => (k ? { kind: 'guarded' } : sharedAnswers[next++]!));
    // Users with a play plan were left out of the shared statement: each decides in its own guarded
    // transaction (one user appears once per batch, so these are different users).
    await Promise.all(
      answers.map(async (a, i) => {
        if (a.kind !== 'guarded') return;
        planHolders.add(items[i]!.userId);
        answers[i] = await guardedDecide(items[i]!, at, buckets);
      }),
    );
    const boards = answers.flatMap((a) => (a.kind === 'made' ? [a.board] : []));
    if (boards.length > 0) {
      deps.wakeRelay();
      // The decisions are committed; a leaderboard write that fails is logged, and the users'
      // rows are rewritten on their next change or the next rebuild.
      await keeper.writeUsers(boards, buckets).catch((err) => logger.warn({ err, users: boards.length }, 'leaderboard update failed'));
    }
    return answers;
  };
  return createBatcher<DecideItem, Answer>({
    run: decide,
    maxBatch: deps.batch?.max ?? 100,
    maxInFlight: deps.batch?.inFlight ?? 4,
    keyOf: (item) => item.userId,
  });
}

const planReply = (p: PlanView) => p;

export function createDecisionsHandlers(deps: HandlerDeps): ServiceImpl<'decisions'> {
  const { repo, keeper } = deps;
  const planHolders = deps.planHolders ?? createPlanHolders();
  const decisions = createDecideBatcher(deps, planHolders);
  const plans = () => {
    if (!deps.plans) throw new AppError('unimplemented', 'unimplemented', 'Play plans are not available.');
    return deps.plans;
  };
  return {
    async Decide(req: decisionsV1.DecideRequest__Output, ctx: CallContext) {
      const input = parseDecideInput({ userId: req.userId || ctx.userId, pickId: req.pickId, decision: req.decision });
      if (!input.ok) throw inputError(input.error);
      const r = await decisions.submit({ ...input.value, traceparent: currentTraceparent() });
      switch (r.kind) {
        case 'failed':
          throw r.error;
        case 'unknown_pick':
          throw notFound('pick_not_found', MESSAGES.unknownPick);
        case 'closed':
          throw new AppError('precondition', 'pick_closed', MESSAGES.pickClosed);
        case 'guarded':
          throw new Error('a guarded decision was not decided');
        case 'limit':
          throw new AppError('forbidden', 'limit_reached', limitMessage(r.hit), { limit: r.hit.name, value: r.hit.value, resetsAt: r.hit.resetsAt.toISOString(), help: '/help' });
        case 'exists':
          return { success: false, error: alreadyChose(r.decision), existingDecision: r.decision, outcome: r.outcome };
        case 'made':
          return { success: true, error: '', existingDecision: '', outcome: r.outcome };
      }
    },

    async ListMine(req: decisionsV1.ListMineRequest__Output, ctx: CallContext) {
      const userId = signedInUser(req.userId, ctx.userId);
      // Up to MINE_MAX: the member's data export asks for the whole history at once.
      const rows = await repo.listMine(userId, clamp(req.limit, 50, MINE_MAX));
      return {
        decisions: rows.map((d) => ({
          ...pickFields(d, ['pickId', 'decision', 'outcome', 'createdAt', 'settledAt', 'stakeUnits']),
          ...decisionUnits({ decision: d.decision, stakeUnits: d.stakeUnits, pickOdds: d.countedOdds, pickResult: d.outcome === 'pending' ? null : d.pick.result }),
          pick: { ...d.pick, result: d.pick.result ?? '' },
        })),
      };
    },

    async GetStats(req: decisionsV1.GetStatsRequest__Output, ctx: CallContext) {
      const userId = signedInUser(req.userId, ctx.userId);
      const [stats, decisions] = await Promise.all([repo.stats(userId), repo.cardDecisions(userId)]);
      return betCardToProto(buildBetCard(stats ?? emptyStats(userId), decisions));
    },

    async GetPlan(req: decisionsV1.GetPlanRequest__Output, ctx: CallContext) {
      return planReply(await plans().read(signedInUser(req.userId, ctx.userId)));
    },

    async UpdatePlan(req: decisionsV1.UpdatePlanRequest__Output, ctx: CallContext) {
      const userId = signedInUser(req.userId, ctx.userId);
      const updated = await plans().update(userId, {
        stakeUnits: req.stakeUnits ?? undefined,
        bankroll: req.bankroll ?? undefined,
        unitSize: req.unitSize ?? undefined,
        limits: req.limits.map((l) => ({ name: l.name, value: l.value ?? null })),
      });
      // The user holds a plan now: their decisions go straight to the guarded path on this replica.
      planHolders.add(userId);
      return planReply(updated);
    },

    async GetSpend(req: decisionsV1.GetSpendRequest__Output, ctx: CallContext) {
      return plans().spend(signedInUser(req.userId, ctx.userId), req.period, req.count);
    },

    async GetMarkers(req: decisionsV1.GetMarkersRequest__Output, ctx: CallContext) {
      return plans().markers(signedInUser(req.userId, ctx.userId));
    },

    async CancelRaise(req: decisionsV1.CancelRaiseRequest__Output, ctx: CallContext) {
      return planReply(await plans().cancelRaise(signedInUser(req.userId, ctx.userId), req.name));
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
