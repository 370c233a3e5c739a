// Generation runs: who asked, per-sport progress, when it started and finished. Shared by every
// replica through Postgres, so the status and the cooldown are the same whichever replica answers.
import type { Queryable } from '@gary/platform';

export interface SportProgress {
  sport: string;
  state: 'pending' | 'running' | 'done' | 'skipped' | 'failed';
  message: string;
  games: number;
  picks: number;
}

export interface RunRecord {
  runId: string;
  date: string;
  sports: string[];
  requestedBy: string;
  progress: SportProgress[];
  message: string;
  startedAt: string;
  finishedAt: string | null;
}

export async function createRun(db: Queryable, r: Omit<RunRecord, 'finishedAt' | 'message'>): Promise<void> {
  await db.query(
    'INSERT INTO generation_runs (run_id, date, sports, requested_by, progress, started_at) VALUES ($1,$2,$3,$4,$5,$6)',
    [r.runId, r.date, r.sports, r.requestedBy, JSON.stringify(r.progress), r.startedAt],
  );
}

export async function saveProgress(db: Queryable, runId: string, progress: SportProgress[], message = ''): Promise<void> {
  await db.query('UPDATE generation_runs SET progress = $2, message = $3 WHERE run_id = $1', [runId, JSON.stringify(progress), message]);
}

export async function finishRun(db: Queryable, runId: string, progress: SportProgress[], message: string, at: Date): Promise<void> {
  await db.query('UPDATE generation_runs SET progress = $2, message = $3, finished_at = $4 WHERE run_id = $1', [runId, JSON.stringify(progress), message, at.toISOString()]);
}

export async function latestRun(db: Queryable): Promise<RunRecord | null> {
  const { rows } = await db.query(
    `SELECT run_id, to_char(date, 'YYYY-MM-DD') AS date, sports, requested_by, progress, message, started_at, finished_at
     FROM generation_runs ORDER BY started_at DESC LIMIT 1`,
  );
  const r = rows[0];
  if (!r) return null;
  const iso = (v: unknown) => (v instanceof Date ? v.toISOString() : v === null ? null : String(v));
  return {
    runId: String(r.run_id),
    date: String(r.date),
    sports: r.sports as string[],
    requestedBy: String(r.requested_by),
    progress: r.progress as SportProgress[],
    message: String(r.message),
    startedAt: iso(r.started_at) as string,
    finishedAt: iso(r.finished_at),
  };
}
