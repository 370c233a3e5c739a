// Which of a member's decisions show their pick's text and price, for every route that lists them
// (my decisions, the member's data export): the one rule of pick-access.ts applied to a history.
import { AppError } from '@gary/platform';
import type { picksV1 } from '@gary/protos';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { isGraded, mayReadPick, type Plan } from './pick-access';

/**
 * Of these pick ids, the ones a caller who is not Pro may read: each pick is looked up once and the
 * rule answered from it (its card's free pick, or graded). A pick that does not exist is not
 * readable; other failures throw.
 */
export async function readableWithoutPro(app: FastifyInstance, req: FastifyRequest, ids: readonly string[]): Promise<Set<string>> {
  const engine = app.services('pick-engine');
  const picks = await Promise.all(
    [...new Set(ids)].map((pickId) =>
      engine.GetPick({ pickId }, app.callOptions(req)).catch((err: unknown) => {
        if (err instanceof AppError && err.kind === 'not_found') return null;
        throw err;
      }),
    ),
  );
  const found = picks.filter((p): p is picksV1.Pick__Output => p !== null);
  // An unknown id and a locked one cost the same one call each, so the time taken does not tell them apart.
  return new Set(found.filter((p) => mayReadPick(p, 'free')).map((p) => p.pickId));
}

/**
 * The test for each decision: readable when the caller is Pro, or the pick is graded, or it is its
 * card's free pick. During a cool-off or exclusion (play-guard.plugin.ts) the history stays but
 * no ungraded pick's text. A failed lookup hides (it can only hide, never leak).
 */
export async function readableDecisions(
  app: FastifyInstance,
  req: FastifyRequest,
  decisions: readonly { pickId: string; pick?: { result: string } | null }[],
  plan: Plan,
): Promise<(d: { pickId: string; pick?: { result: string } | null }) => boolean> {
  if (req.playBlock) return (d) => (d.pick ? isGraded(d.pick.result) : false);
  if (plan === 'pro') return () => true;
  const unsure = decisions.filter((d) => d.pick && !isGraded(d.pick.result)).map((d) => d.pickId);
  const open =
    unsure.length === 0
      ? new Set<string>()
      : await readableWithoutPro(app, req, unsure).catch((err: unknown) => {
          req.log.warn({ err }, 'pick lookup failed; showing the decisions without the pick text');
          return new Set<string>();
        });
  return (d) => (d.pick ? isGraded(d.pick.result) || open.has(d.pickId) : false);
}
