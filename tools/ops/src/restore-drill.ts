// The restore drill: the product runs on a PostgreSQL that archives its WAL, members sign up,
// subscribe, ride and fade while games are graded; a base backup is taken with the writes going on;
// then an operator's mistake (every subscription deleted) is undone by restoring the backup plus
// the archive to the moment before it, into a fresh server, and the services are started on that.
// The restored state is then proved (restore-drill-proofs.ts, restore-outbox.ts).
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { startEmbedded, type EmbeddedStack } from '@gary/dev';
import { createLogger, createPool, holdOutboxLanes, schemaOf, type Pool } from '@gary/platform';
import { archivingSettings, getFreePort, makeArchiveDir, prepareRecovery, startPostgres, takeBaseBackup, waitForPromotion, type BaseBackup, type RunningPostgres } from '@gary/testinfra';
import { Client } from 'pg';
import { createDrillLoad, type DrillLoad } from './restore-drill-load';
import { exportedSize, proveLog, proveStats, proveSubscriptions, proveWrites, type LogProof, type StatsProof, type SubscriptionsProof, type WritesProof } from './restore-drill-proofs';
import { proveOutbox, reopenOutboxes, waitOutboxesSent, type OutboxProof } from './restore-outbox';

export interface DrillOptions {
  /** Seconds of writes before the backup, after it, and after the mistake. */
  phaseSeconds?: number;
  /** Writers running at once (one of them signs members up). */
  writers?: number;
  /** How far before the recovery point sent events are sent again (the replay window). */
  replayWindowMs?: number;
  log?: (line: string) => void;
}

export interface DrillReport {
  backup: { seconds: number; bytes: number; writesDuring: number };
  recoveryPoint: string;
  /** From laying the backup down to the services serving on the restored database. */
  recoveryTimeSeconds: number;
  walSegmentsArchived: number;
  mistake: { subscriptionsDeleted: number };
  writes: WritesProof;
  log: LogProof;
  stats: StatsProof;
  outbox: OutboxProof & { reopened: number };
  subscriptions: SubscriptionsProof;
  errors: string[];
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function until(what: string, check: () => Promise<boolean>, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(100);
  }
}

interface Running {
  stack: EmbeddedStack;
  pools: Record<'auth' | 'billing' | 'decisions' | 'pick', Pool>;
  stop(): Promise<void>;
}

async function startProduct(url: string, exportDir: string): Promise<Running> {
  const env: NodeJS.ProcessEnv = { ...process.env, PICKS_SCHEDULER: 'false', PICKS_GENERATE_ON_START: 'false', LEDGER_EXPORT_GIT_DIR: exportDir, LEDGER_DAILY_POLL_MS: '3600000' };
  delete env.LEDGER_EXPORT_GIT_REMOTE;
  const stack = await startEmbedded({ databaseUrl: url, port: await getFreePort(), env, serveStatic: false, logger: createLogger({ name: 'drill', level: process.env.DRILL_LOG_LEVEL ?? 'silent' }) });
  const pool = (service: Parameters<typeof schemaOf>[0]) => createPool({ url, schema: schemaOf(service), max: 3, applicationName: 'restore-drill' });
  const pools = { auth: pool('auth'), billing: pool('billing'), decisions: pool('decisions'), pick: pool('pick-engine') };
  return {
    stack,
    pools,
    async stop() {
      await stack.stop();
      await Promise.all(Object.values(pools).map((p) => p.end()));
    },
  };
}

async function archivedCount(url: string): Promise<number> {
  const db = new Client({ connectionString: url });
  await db.connect();
  try {
    return (await db.query<{ n: number }>('SELECT archived_count::int AS n FROM pg_stat_archiver')).rows[0]!.n;
  } finally {
    await db.end();
  }
}

/** Closes the current WAL segment and waits until the archive holds it. */
async function archiveNow(url: string): Promise<void> {
  const db = new Client({ connectionString: url });
  await db.connect();
  try {
    const file = (await db.query<{ f: string }>('SELECT pg_walfile_name(pg_switch_wal()) AS f')).rows[0]!.f;
    await until(`WAL segment ${file} to be archived`, async () => {
      const r = await db.query<{ last: string | null }>('SELECT last_archived_wal AS last FROM pg_stat_archiver');
      return (r.rows[0]?.last ?? '') >= file;
    });
  } finally {
    await db.end();
  }
}

export async function runRestoreDrill(opts: DrillOptions = {}): Promise<DrillReport> {
  const say = opts.log ?? (() => undefined);
  const phaseMs = (opts.phaseSeconds ?? 6) * 1000;
  const scratch = await mkdtemp(path.join(os.tmpdir(), 'gary-restore-drill-'));
  const archiveDir = path.join(scratch, 'wal-archive');
  const exportDir = path.join(scratch, 'pick-log');
  await makeArchiveDir(archiveDir);
  let primary: RunningPostgres | undefined;
  let restored: RunningPostgres | undefined;
  let product: Running | undefined;
  let load: DrillLoad | undefined;
  try {
    primary = await startPostgres({ dataDir: path.join(scratch, 'primary'), port: await getFreePort(), settings: archivingSettings(archiveDir, 30) });
    product = await startProduct(primary.url, exportDir);
    const p = product;
    say(`primary up, archiving WAL to ${archiveDir}`);
    load = createDrillLoad({ peers: p.stack.peers, bus: p.stack.bus, pickPool: p.pools.pick, billingPool: p.pools.billing, now: () => new Date() });
    const l = load;

    const day = new Date().toISOString().slice(0, 10);
    const slate1 = await l.publishSlate(`${day.slice(0, 8)}01`, 6);
    await until('decisions to hold the first slate', async () => (await p.pools.decisions.query('SELECT 1 FROM picks WHERE pick_id = ANY($1)', [slate1.map((x) => x.pickId)])).rowCount === slate1.length);
    l.start(opts.writers ?? 3);
    await sleep(phaseMs);

    const backupStart = Date.now();
    const backup: BaseBackup = await takeBaseBackup({ url: primary.url, dataDir: primary.dataDir, backupDir: path.join(scratch, 'base-backup'), label: 'restore-drill' });
    const backupEnd = Date.now();
    const writesDuring = l.acked.filter((a) => a.at >= backupStart && a.at <= backupEnd).length;
    say(`base backup: ${(backup.bytes / 1e6).toFixed(1)} MB in ${backup.seconds.toFixed(1)} s, ${writesDuring} writes acknowledged meanwhile`);

    // After the backup: a second slate (the log and its export grow past the backup) and games graded.
    await l.publishSlate(`${day.slice(0, 8)}02`, 4);
    for (const [i, pick] of slate1.slice(0, 3).entries()) await l.finishGame(pick, 100 + i * 7, 104);
    await sleep(phaseMs / 2);

    // The relays of auth and pick-engine stall (as when the broker is away): events pile up unsent.
    const stall = new Client({ connectionString: primary.url });
    await stall.connect();
    for (const schema of ['auth', 'pick_engine']) await holdOutboxLanes(stall, schema);
    for (const [i, pick] of slate1.slice(3).entries()) await l.finishGame(pick, 98, 95 + i * 4);
    await sleep(phaseMs / 2);
    const size = Number((await l.publishedCheckpoint()).treeSize);
    await until('the export to hold the latest checkpoint', async () => exportedSize(exportDir) === size);

    // The mistake, right after the moment the restore will go back to.
    const recoveryPoint = (await stall.query<{ t: Date }>('SELECT clock_timestamp() AS t')).rows[0]!.t;
    await sleep(50);
    const deleted = (await p.pools.billing.query('DELETE FROM subscriptions')).rowCount ?? 0;
    say(`recovery point ${recoveryPoint.toISOString()}; then the mistake: ${deleted} subscriptions deleted`);
    await sleep(phaseMs / 2);
    await stall.end();
    say('stopping the writers');
    await l.stop();
    load = undefined;
    l.close();
    const errors = [...l.errors];
    say('stopping the services');
    await product.stop();
    product = undefined;
    say('archiving the last WAL segment');
    await archiveNow(primary.url);
    const walSegmentsArchived = await archivedCount(primary.url);
    await primary.stop();
    primary = undefined;

    // The restore: the backup laid down, the archive replayed to the point, the services started on it.
    say('restoring into a fresh server');
    const r0 = Date.now();
    const dataDir = path.join(scratch, 'restored');
    await prepareRecovery({ backupDir: backup.dir, archiveDir, dataDir, targetTime: recoveryPoint });
    restored = await startPostgres({ dataDir, port: await getFreePort(), startTimeoutMs: 180_000 });
    await waitForPromotion(restored.url);
    const admin = new Client({ connectionString: restored.url });
    await admin.connect();
    try {
      const reopened = await reopenOutboxes(admin, new Date(recoveryPoint.getTime() - (opts.replayWindowMs ?? 10 * 60_000)));
      const logPools = { pick: createPool({ url: restored.url, schema: schemaOf('pick-engine'), max: 2 }) };
      const log = await proveLog(logPools.pick, exportDir).finally(() => logPools.pick.end());
      product = await startProduct(restored.url, exportDir);
      const recoveryTimeSeconds = (Date.now() - r0) / 1000;
      say(`restored and serving in ${recoveryTimeSeconds.toFixed(1)} s; ${reopened.pending.length} events unsent at the point, ${reopened.reopened} sent within the replay window sent again`);
      await waitOutboxesSent(admin);
      await product.stack.bus.drain();
      const outbox = await proveOutbox(admin, reopened.pending);
      const stats = await proveStats(product.pools.decisions);
      const writes = await proveWrites({ auth: product.pools.auth, billing: product.pools.billing, decisions: product.pools.decisions }, l.acked, recoveryPoint);
      const subscriptions = await proveSubscriptions(product.pools.billing, l.acked, recoveryPoint);
      return {
        backup: { seconds: backup.seconds, bytes: backup.bytes, writesDuring },
        recoveryPoint: recoveryPoint.toISOString(),
        recoveryTimeSeconds,
        walSegmentsArchived,
        mistake: { subscriptionsDeleted: deleted },
        writes,
        log,
        stats,
        outbox: { ...outbox, reopened: reopened.reopened },
        subscriptions,
        errors,
      };
    } finally {
      await admin.end();
    }
  } finally {
    if (load) await load.stop().catch(() => undefined);
    if (product) await product.stop().catch(() => undefined);
    if (restored) await restored.stop().catch(() => undefined);
    if (primary) await primary.stop().catch(() => undefined);
    if (process.env.DRILL_KEEP_SCRATCH) say(`kept ${scratch}`);
    else await rm(scratch, { recursive: true, force: true });
  }
}
