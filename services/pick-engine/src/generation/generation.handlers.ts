// Generation's gRPC handlers: an admin's run, and the latest run's progress.
import { nextGenerationTime } from '@gary/betting';
import type { Pool, ServiceImpl } from '@gary/platform';
import { dateOf } from '../grpc/request-args';
import { latestRun } from './adapters/runs-repo';
import type { Generator } from './generation';

const LOCK_STALE_MS = 15 * 60_000;

export function generationHandlers(d: { pool: Pool; generator: Generator; now: () => Date }): Pick<ServiceImpl<'pick-engine'>, 'Generate' | 'GetGenerationStatus'> {
  return {
    async Generate(req, ctx) {
      // Parsed before the generator takes its lock: a date that does not exist never holds it.
      const date = dateOf(req.date);
      return d.generator.request({ date, sports: req.sports, requestedBy: req.requestedBy || ctx.userId || 'admin' });
    },

    async GetGenerationStatus() {
      const run = await latestRun(d.pool);
      const now = d.now();
      const next = nextGenerationTime(now);
      const running = !!run && run.finishedAt === null && now.getTime() - Date.parse(run.startedAt) < LOCK_STALE_MS;
      return {
        running,
        runId: run?.runId ?? '',
        sports: run?.progress ?? [],
        lastRunAt: run?.startedAt ?? '',
        nextRunAt: next.ok ? next.value.toISOString() : '',
      };
    },
  };
}
