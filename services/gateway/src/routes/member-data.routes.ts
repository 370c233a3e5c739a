// A member's data in their own hands: everything we hold about them as one JSON document or one CSV
// file (GET /api/me/export), and the deletion of their account (DELETE /api/me, with their
// password). Each service writes its own part: auth the account, breaks, sessions and alert
// settings; decisions the decisions, stakes and limits; billing the subscription history. Pick text
// follows the paid-content rule (decision-view.ts): a pick's words only where the member may read
// them now. Both routes stay open during a cool-off or self-exclusion (play-guard.plugin.ts: /api/me).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { csvSections, type Cell } from '../export/csv';
import { requireMember } from '../plugins/caller.plugin';
import { parse } from '../validate';
import { readableDecisions } from './decision-view';
import { shownId, type Plan } from './pick-access';

const exportQuery = z.object({ format: z.enum(['json', 'csv']).default('json') });
const deleteBody = z.object({ password: z.string().min(1, 'Type your password to delete your account.').max(1024) }).strict();
/** Decisions in one export at most (decisions' ListMine cap). */
const EXPORT_DECISIONS = 10_000;

type Doc = Record<string, unknown> & {
  account: Record<string, unknown>;
  breaks: Record<string, unknown>[];
  sessions: Record<string, unknown>[];
  alertSettings: { timeZone: string; quietStart: string | null; quietEnd: string | null; prefs: Record<string, Record<string, boolean>> };
  pushSubscriptions: Record<string, unknown>[];
  mail: Record<string, unknown>[];
};

export async function memberDataRoutes(app: FastifyInstance, opts: { planOf: (caller: FastifyRequest['caller']) => Promise<Plan> }): Promise<void> {
  const guard = requireMember('Sign in to download or delete your data.');

  async function exportOf(req: FastifyRequest) {
    const userId = req.caller!.userId;
    const o = app.callOptions(req);
    const [authDoc, mine, plan, stats, history, tier] = await Promise.all([
      app.services('auth').ExportAccount({ userId }, o),
      app.services('decisions').ListMine({ userId, limit: EXPORT_DECISIONS }, o),
      app.services('decisions').GetPlan({ userId }, o),
      app.services('decisions').GetStats({ userId }, o),
      app.services('billing').ListSubscriptions({ userId }, o),
      opts.planOf(req.caller).catch(() => 'free' as const),
    ]);
    const readable = await readableDecisions(app, req, mine.decisions, tier);
    const doc = JSON.parse(authDoc.document) as Doc;
    return {
      format: 'gary-member-export/1',
      exportedAt: new Date().toISOString(),
      note: 'Everything Gary holds about your account. For anything else, write to the support address on the Terms page (/terms).',
      ...doc,
      plan: tier,
      stakesAndLimits: {
        stakeUnits: plan.stakeUnits,
        bankroll: plan.bankroll ?? null,
        unitSize: plan.unitSize ?? null,
        limits: plan.limits.map((l) => ({ name: l.name, value: l.value ?? null, pending: l.pending ? { value: l.pendingValue ?? null, appliesAt: l.pendingAppliesAt } : null })),
      },
      record: { wins: stats.winCount, losses: stats.lossCount, pushes: stats.pushCount, rides: stats.rideCount, fades: stats.fadeCount, currentStreak: stats.streak, longestStreak: stats.longestStreak },
      // Every decision, unless the member has more than one export holds (then the newest EXPORT_DECISIONS; support has the rest).
      decisionsComplete: mine.decisions.length < EXPORT_DECISIONS,
      decisions: mine.decisions.map((d) => {
        const ok = readable(d);
        return {
          pickId: shownId(d.pickId, ok),
          decision: d.decision,
          outcome: d.outcome,
          stakeUnits: d.stakeUnits,
          decidedAt: d.createdAt,
          settledAt: d.settledAt || null,
          league: d.pick?.league ?? null,
          matchup: d.pick?.matchup ?? null,
          gameTime: d.pick?.gameTime ?? null,
          // The pick's words and price only where the member may read them now.
          pick: ok && d.pick ? d.pick.pick : null,
          odds: ok && d.pick ? d.pick.odds : null,
          pickResult: ok && d.pick?.result ? d.pick.result : null,
          ...(ok ? {} : { locked: true }),
        };
      }),
      subscriptions: history.subscriptions.map((s) => ({ ...s, currentPeriodEnd: s.currentPeriodEnd || null, duplicateOf: s.duplicateOf || null })),
      checkouts: history.checkouts,
    };
  }

  app.get(
    '/api/me/export',
    { preHandler: guard, config: { openapi: { summary: 'Download everything we hold about me (account, decisions, stakes, limits, breaks, alert settings, subscription history) as JSON or CSV', tags: ['me', 'decisions'], auth: 'member', query: exportQuery } } },
    async (req, reply) => {
      const q = parse(exportQuery, req.query ?? {});
      const e = await exportOf(req);
      const day = e.exportedAt.slice(0, 10);
      reply.header('cache-control', 'no-store');
      if (q.format === 'json') {
        return reply
          .header('content-disposition', `attachment; filename="gary-my-data-${day}.json"`)
          .type('application/json; charset=utf-8')
          .send(JSON.stringify(e, null, 2));
      }
      return reply.header('content-disposition', `attachment; filename="gary-my-data-${day}.csv"`).type('text/csv; charset=utf-8').send(toCsv(e));
    },
  );

  app.delete(
    '/api/me',
    { preHandler: guard, config: { openapi: { summary: 'Delete my account (needs my password): personal data goes; a running cool-off or self-exclusion is kept until it ends; Gary\'s public record is untouched', tags: ['me'], auth: 'member', body: deleteBody } } },
    async (req) => {
      const body = parse(deleteBody, req.body ?? {});
      const r = await app.services('auth').DeleteAccount({ userId: req.caller!.userId, password: body.password, ip: req.ip }, app.callOptions(req));
      return { deleted: true, deletedAt: r.deletedAt, breakKeptUntil: r.breakKeptUntil || null};
    },
  );
}

/** The same export as sections of one CSV file. */
function toCsv(e: Record<string, unknown> & { [k: string]: unknown }): string {
  const x = e as unknown as {
    account: Record<string, Cell>;
    stakesAndLimits: { stakeUnits: number; bankroll: number | null; unitSize: number | null; limits: { name: string; value: number | null; pending: { value: number | null; appliesAt: string } | null }[] };
    record: Record<string, Cell>;
    decisions: Record<string, Cell>[];
    breaks: Record<string, Cell>[];
    sessions: Record<string, Cell>[];
    alertSettings: Doc['alertSettings'];
    pushSubscriptions: Record<string, Cell>[];
    mail: Record<string, Cell>[];
    subscriptions: Record<string, Cell>[];
    checkouts: Record<string, Cell>[];
  };
  const table = (name: string, rows: Record<string, Cell>[], header: string[]) => ({ name, header, rows: rows.map((r) => header.map((h) => r[h])) });
  const pairs = (name: string, o: Record<string, Cell>) => ({ name, header: ['field', 'value'], rows: Object.entries(o).map(([k, v]) => [k, v] as Cell[]) });
  const sl = x.stakesAndLimits;
  return csvSections([
    pairs('account', { ...x.account, plan: e.plan as string, exportedAt: e.exportedAt as string}),
    pairs('record', x.record),
    table('decisions', x.decisions, ['pickId', 'decision', 'outcome', 'stakeUnits', 'decidedAt', 'settledAt', 'league', 'matchup', 'gameTime', 'pick', 'odds', 'pickResult', 'locked']),
    pairs('stakes', { stakeUnits: sl.stakeUnits, bankroll: sl.bankroll, unitSize: sl.unitSize }),
    { name: 'limits', header: ['name', 'value', 'pendingValue', 'pendingAppliesAt'], rows: sl.limits.map((l) => [l.name, l.value, l.pending?.value ?? null, l.pending?.appliesAt ?? null]) },
    table('breaks', x.breaks, ['kind', 'period', 'startedAt', 'endsAt', 'endedAt', 'endReason']),
    pairs('alert settings', { timeZone: x.alertSettings.timeZone, quietStart: x.alertSettings.quietStart, quietEnd: x.alertSettings.quietEnd }),
    {
      name: 'alert preferences',
      header: ['kind', 'email', 'push'],
      rows: Object.entries(x.alertSettings.prefs).map(([kind, c]) => [kind, c['email'] ?? null, c['push'] ?? null]),
    },
    table('push subscriptions', x.pushSubscriptions, ['endpoint', 'createdAt']),
    table('sessions', x.sessions, ['createdAt', 'lastUsedAt', 'expiresAt', 'userAgent', 'ip', 'endedAt', 'endReason']),
    table('mail', x.mail, ['subject', 'queuedAt', 'sentAt']),
    table('subscriptions', x.subscriptions, ['id', 'status', 'currentPeriodEnd', 'cancelAtPeriodEnd', 'updatedAt', 'duplicateOf']),
    table('checkouts', x.checkouts, ['id', 'status', 'amountCents', 'simulated', 'createdAt']),
  ]);
}
