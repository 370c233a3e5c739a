// The props-engine service, declared: the generator and grader, the game.final consumer, and two
// cluster jobs (the daily run a little after the 10:00 ET picks, the sweep of still-pending props);
// the embedded start-up run is the warm-up.
import path from 'node:path';
import { addDays, easternDate } from '@gary/betting';
import { defineService, generationObserved, peerClients, withTransaction, type JobSpec, type ServiceAdapters, type ServiceHandle } from '@gary/platform';
import { createDataPeers } from './adapters/data-peers';
import { createPropModel, createPropSearch, type PropModel, type PropSearch } from './adapters/llm-clients';
import { createPropsRepo } from './adapters/props-repo';
import { storeDay } from './app/prop-events';
import { createPropGenerator, UNABLE_MESSAGE, type RunOutcome } from './app/prop-generation';
import { createPropGrader } from './app/prop-grader';
import { dailyRunSchedule } from './app/props-scheduler';
import type { Config } from './config';
import { PROP_SPORTS, type PropSport } from './domain/prop-markets';
import { propsHandlers } from './grpc/props-handlers';

const GENERATE_LOCK = 'props-engine:generate';
const GENERATE_LOCK_MS = 30 * 60_000;
const PENDING_SWEEP_MS = 30 * 60_000;
const PENDING_SWEEP_DAYS = 3;

/** Test seams: a clock-free sleep for the model's retries, and fetch for the clients. */
export interface PropsEngineExtras {
  sleep?: (ms: number) => Promise<void>;
  fetch?: typeof fetch;
}

async function prepare(config: Config, adapters: ServiceAdapters, extras: PropsEngineExtras) {
  const log = adapters.logger;
  const repo = createPropsRepo(adapters.pool);
  const data = createDataPeers(peerClients(adapters.peers), config.PEER_DEADLINE_MS);
  const model: PropModel | null = config.OPENAI_API_KEY
    ? createPropModel({
        apiKey: config.OPENAI_API_KEY,
        ...(config.OPENAI_BASE_URL ? { baseURL: config.OPENAI_BASE_URL } : {}),
        model: config.OPENAI_MODEL,
        timeoutMs: config.OPENAI_TIMEOUT_MS,
        rateLimitWaitsMs: config.PROPS_RATE_LIMIT_WAITS_MS,
        onRetry: ({ attempt, waitMs }) => log.warn({ attempt, waitMs }, 'prop model rate limited; waiting'),
        ...extras,
      })
    : null;
  const search: PropSearch | null = config.PERPLEXITY_API_KEY
    ? createPropSearch({
        apiKey: config.PERPLEXITY_API_KEY,
        baseURL: config.PERPLEXITY_BASE_URL,
        model: config.PERPLEXITY_MODEL,
        timeoutMs: config.PERPLEXITY_TIMEOUT_MS,
        ...(extras.fetch ? { fetch: extras.fetch } : {}),
      })
    : null;
  const generator = createPropGenerator({
    data,
    model,
    search,
    logger: log,
    now: adapters.now,
    // The day and its events in one transaction (the outbox): stored props are published, withdrawn ones void.
    store: (date, ranked) => withTransaction(adapters.pool, (tx) => storeDay(tx, date, ranked, adapters.now())),
  });
  const grader = createPropGrader({ data, logger: log, now: adapters.now });

  async function generate(date: string, sports: PropSport[], trigger: string): Promise<RunOutcome | null> {
    const token = await adapters.lock.acquire(GENERATE_LOCK, GENERATE_LOCK_MS);
    if (!token) return null;
    try {
      const runId = await repo.startRun(date, trigger);
      let out: RunOutcome;
      try {
        out = await generator.run(date, sports);
        generationObserved('props-engine', 'finished');
      } catch (err) {
        log.error({ err, date }, 'prop generation failed');
        generationObserved('props-engine', 'failed');
        out = { success: false, count: 0, level: 'warning', message: UNABLE_MESSAGE, notes: [] };
      }
      await repo.finishRun(runId, out);
      log.info({ date, trigger, count: out.count, notes: out.notes }, out.message);
      return out;
    } finally {
      await adapters.lock.release(GENERATE_LOCK, token);
    }
  }

  const today = () => {
    const d = easternDate(adapters.now());
    return d.ok ? d.value : new Date().toISOString().slice(0, 10);
  };

  async function sweepPending(): Promise<void> {
    const since = addDays(today(), -PENDING_SWEEP_DAYS);
    if (!since.ok) return;
    for (const ev of await repo.pendingEvents(since.value)) {
      await withTransaction(adapters.pool, (tx) => grader.gradeGame(tx, { eventId: ev.eventId, sport: ev.league, homeTeam: ev.homeTeam, awayTeam: ev.awayTeam })).catch((err: unknown) =>
        log.warn({ err, eventId: ev.eventId }, 'pending props could not be re-graded yet'),
      );
    }
  }

  return { config, adapters, repo, grader, generate, today, sweepPending };
}

type Prepared = Awaited<ReturnType<typeof prepare>>;

function jobs({ config, repo, generate, sweepPending }: Prepared): JobSpec[] {
  return [
    {
      name: 'daily-props',
      scope: 'cluster',
      schedule: dailyRunSchedule(config.PROPS_SCHEDULE_DELAY_MINUTES),
      leaseMs: GENERATE_LOCK_MS,
      run: async (at) => {
        const day = easternDate(at);
        if (!day.ok || (await repo.hasRun(day.value, 'schedule'))) return;
        await generate(day.value, [...PROP_SPORTS], 'schedule');
      },
    },
    { name: 'pending-sweep', scope: 'cluster', schedule: { every: PENDING_SWEEP_MS }, run: sweepPending },
  ];
}

async function warmUp({ config, adapters, repo, generate, today }: Prepared): Promise<(() => Promise<void>) | void> {
  if (adapters.mode !== 'embedded' || !config.PROPS_GENERATE_ON_START) return;
  const startup = (async () => {
    const date = today();
    if ((await repo.countByDate(date)) > 0) return;
    await generate(date, [...PROP_SPORTS], 'startup');
    // Started late (every game of the day already under way): tomorrow's props, made early, are
    // what the page shows until the day's own run; the 10:00 run replaces those not yet started.
    const tomorrow = addDays(date, 1);
    if ((await repo.countByDate(date)) === 0 && tomorrow.ok && (await repo.countByDate(tomorrow.value)) === 0) {
      await generate(tomorrow.value, [...PROP_SPORTS], 'startup');
    }
  })().catch((err: unknown) => adapters.logger.error({ err }, 'start-up prop run failed'));
  // A run in flight is given a moment to finish its transaction; it is not waited on forever.
  return async () => void (await Promise.race([startup, new Promise((r) => setTimeout(r, 5_000).unref())]));
}

const definition = (extras: PropsEngineExtras) =>
  defineService({
    name: 'props-engine',
    migrations: path.resolve(__dirname, '../migrations'),
    listen: (config: Config) => ({ host: config.GRPC_HOST, port: config.GRPC_PORT }),
    prepare: (config: Config, adapters: ServiceAdapters) => prepare(config, adapters, extras),
    grpc: ({ adapters, repo, generate }) => propsHandlers({ repo, now: adapters.now, generate }),
    consumes: ({ grader }) => ({
      topics: ['game.final', 'game.scratched'],
      handlers: {
        'game.scratched': async (event, tx) => {
          const voided = await grader.voidGame(tx, event.data);
          return voided === 0 ? { outcome: 'no-props' } : undefined;
        },
        'game.final': async (event, tx) => {
          const s = await grader.gradeGame(tx, event.data);
          return s.props === 0 ? { outcome: 'no-props' } : undefined;
        },
      },
    }),
    jobs,
    warmUp,
  });

export const propsEngineService = definition({});

export function start(config: Config, adapters: ServiceAdapters, extras: PropsEngineExtras = {}): Promise<ServiceHandle> {
  return definition(extras).start(config, adapters);
}
