// Daily generation: a global lock across replicas plus the 30-second cooldown, sports in order
// (NBA, MLB, NHL, then NFL and EPL when in season) with a pause between them, per-sport progress
// that GetGenerationStatus reports, and one storage of the day's picks at the end.
import { randomUUID } from 'node:crypto';
import { easternToday } from '@gary/betting';
import { easternDateArg, generationObserved, generationSportObserved, invalid, type Cache, type Lock, type Logger, type Pool } from '@gary/platform';
import type { GameNewsReader } from './adapters/game-news';
import type { RationaleWriter } from './adapters/rationale-writer';
import { createRun, finishRun, latestRun, saveProgress, type SportProgress } from './adapters/runs-repo';
import type { SportsData } from '../adapters/sports-data';
import { dayExists, eventsPicked } from './adapters/publish-repo';
import { createGameAnalyser } from './analyse-game';
import { voiceTheDay } from './day-voice';
import type { LiveModel } from './live-model';
import { storePicks, type PickCandidate, type StoreOutcome } from './store-picks';

export const SPORT_ORDER = ['NBA', 'MLB', 'NHL', 'NFL', 'EPL'] as const;
export const GENERATION_LOCK = 'pick-engine:generation';
const LOCK_TTL_MS = 15 * 60_000;

export interface GeneratorDeps {
  pool: Pool;
  lock: Lock;
  cache: Cache;
  logger: Logger;
  now: () => Date;
  sleep: (ms: number) => Promise<void>;
  sportsData: SportsData;
  writer: RationaleWriter;
  model: LiveModel;
  /** Recent news per game from the search model (absent: no news facts). */
  news?: GameNewsReader;
  sports: readonly string[];
  pauseMs: number;
  cooldownMs: number;
  concurrency: number;
  /** Called once a day's picks are committed (signs a pick-log checkpoint). */
  afterPublish?: () => Promise<unknown>;
}

export interface RunRequest {
  date?: string;
  sports?: readonly string[];
  requestedBy: string;
}

export interface RunStarted {
  runId: string;
  started: boolean;
  message: string;
}

async function mapLimit<T, R>(items: readonly T[], limit: number, fn: (t: T) => Promise<R>): Promise<R[]> {
  const out = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      out[i] = await fn(items[i] as T);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(limit, items.length)) }, worker));
  return out;
}

export function createGenerator(d: GeneratorDeps) {
  const analyse = createGameAnalyser({ sportsData: d.sportsData, writer: d.writer, cache: d.cache, model: d.model, news: d.news });
  const runs = new Map<string, Promise<StoreOutcome | null>>();

  const order = (sports: readonly string[] | undefined) => {
    const wanted = new Set((sports && sports.length ? sports : d.sports).map((s) => s.toUpperCase()));
    return SPORT_ORDER.filter((s) => wanted.has(s));
  };

  async function generateSport(sport: string, date: string, p: SportProgress, taken: Set<string>): Promise<PickCandidate[]> {
    const slate = await d.sportsData.slate(sport, date);
    if (!slate.inSeason && slate.games.length === 0) {
      Object.assign(p, { state: 'skipped', message: 'Not in season' });
      return [];
    }
    const now = d.now().getTime();
    const open = slate.games.filter((g) => (g.status || 'scheduled') === 'scheduled' && Date.parse(g.commenceTime) > now);
    p.games = open.length;
    if (open.length === 0) {
      Object.assign(p, { state: 'skipped', message: `No games found for ${date}` });
      return [];
    }
    // Each game is picked once: a game an earlier run picked (NBA's slate takes tomorrow's games)
    // keeps that pick on its own day's card, and is not analysed again.
    const picked = await eventsPicked(d.pool, open.map((g) => g.eventId));
    const fresh = open.filter((g) => !picked.has(g.eventId) && !taken.has(g.eventId));
    fresh.forEach((g) => taken.add(g.eventId));
    const already = open.length - fresh.length;
    if (fresh.length === 0) {
      Object.assign(p, { state: 'skipped', message: `All ${open.length} games already picked` });
      return [];
    }
    const results = await mapLimit(fresh, d.concurrency, (g) => analyse(g, date, slate.simulated));
    const picks = results.flatMap((r) => (r.ok ? [r.candidate] : []));
    results.forEach((r, i) => {
      if (!r.ok) d.logger.info({ sport, date, eventId: fresh[i]!.eventId, reason: r.reason }, 'game skipped');
    });
    if (sport === 'MLB' && results.every((r) => !r.ok && r.noStarters)) {
      Object.assign(p, { state: 'skipped', message: `No games with confirmed starting pitchers found for ${date}` });
      return [];
    }
    const skipped = results.length - picks.length;
    const notes = [skipped ? `${skipped} skipped` : '', already ? `${already} already picked` : ''].filter(Boolean).join(', ');
    Object.assign(p, { state: 'done', picks: picks.length, message: `${picks.length} picks from ${open.length} games${notes ? ` (${notes})` : ''}` });
    return picks;
  }

  async function execute(runId: string, date: string, sports: string[]): Promise<StoreOutcome | null> {
    const progress: SportProgress[] = sports.map((sport) => ({ sport, state: 'pending', message: '', games: 0, picks: 0 }));
    if (await dayExists(d.pool, date)) {
      for (const p of progress) Object.assign(p, { state: 'skipped', message: `Picks already stored for ${date}` });
      await finishRun(d.pool, runId, progress, `Picks already stored for ${date}`, d.now());
      return null;
    }
    const candidates: PickCandidate[] = [];
    const taken = new Set<string>();
    for (const [i, p] of progress.entries()) {
      if (i > 0) await d.sleep(d.pauseMs);
      p.state = 'running';
      await saveProgress(d.pool, runId, progress);
      try {
        candidates.push(...(await generateSport(p.sport, date, p, taken)));
      } catch (err) {
        Object.assign(p, { state: 'failed', message: `Error generating picks: ${err instanceof Error ? err.message : String(err)}` });
        d.logger.warn({ err, sport: p.sport, date }, 'sport generation failed');
      }
      await saveProgress(d.pool, runId, progress);
      generationSportObserved('pick-engine', p.sport, p.state);
    }
    const stored = await storePicks({ pool: d.pool, lock: d.lock, logger: d.logger, now: d.now, afterPublish: d.afterPublish }, date, voiceTheDay(candidates, date), runId);
    await finishRun(d.pool, runId, progress, stored.message, d.now());
    d.logger.info({ runId, date, outcome: stored }, 'generation finished');
    generationObserved('pick-engine', 'finished');
    return stored;
  }

  async function request(req: RunRequest): Promise<RunStarted> {
    // The date is checked before the lock is taken: a bad one is INVALID_ARGUMENT and holds nothing.
    const date = easternDateArg(req.date, () => {
      const today = easternToday(d.now());
      if (!today.ok) throw invalid('invalid_now', today.error.message);
      return today.value;
    });
    const sports = order(req.sports);
    const token = await d.lock.acquire(GENERATION_LOCK, LOCK_TTL_MS);
    if (!token) {
      const last = await latestRun(d.pool);
      return { runId: last?.runId ?? '', started: false, message: 'Generation already in progress' };
    }
    // From here until the run is handed to execute(), any failure gives the lock back: a failed
    // request must not hold it for LOCK_TTL_MS and make the 10:00 run skip.
    let runId: string;
    const progress: SportProgress[] = sports.map((sport) => ({ sport, state: 'pending', message: '', games: 0, picks: 0 }));
    try {
      const last = await latestRun(d.pool);
      const sinceLast = last ? d.now().getTime() - Date.parse(last.startedAt) : Infinity;
      if (sinceLast < d.cooldownMs) {
        await d.lock.release(GENERATION_LOCK, token);
        return { runId: last!.runId, started: false, message: `Generation cooling down: try again in ${Math.ceil((d.cooldownMs - sinceLast) / 1000)}s` };
      }
      runId = randomUUID();
      await createRun(d.pool, { runId, date, sports, requestedBy: req.requestedBy, progress, startedAt: d.now().toISOString() });
    } catch (err) {
      await d.lock.release(GENERATION_LOCK, token).catch(() => undefined);
      throw err;
    }
    const run = execute(runId, date, sports)
      .catch(async (err) => {
        d.logger.error({ err, runId }, 'generation failed');
        generationObserved('pick-engine', 'failed');
        await finishRun(d.pool, runId, progress, `Error generating picks: ${err instanceof Error ? err.message : String(err)}`, d.now()).catch(() => undefined);
        return null;
      })
      .finally(() => {
        runs.delete(runId);
        void d.lock.release(GENERATION_LOCK, token);
      });
    runs.set(runId, run);
    return { runId, started: true, message: `Generating picks for ${date}` };
  }

  return {
    request,
    /** Resolves when this replica's run finishes (tests, shutdown). */
    wait: (runId: string) => runs.get(runId) ?? Promise.resolve(null),
    idle: () => Promise.all([...runs.values()]).then(() => undefined),
  };
}

export type Generator = ReturnType<typeof createGenerator>;
