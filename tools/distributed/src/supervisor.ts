// The distributed mode on one machine: real Postgres, Redis and Kafka (started by the test
// infrastructure unless DATABASE_URL, REDIS_URL and KAFKA_BROKERS are set), then every service as
// its own Node process with its own environment, the gateway last. The supervisor prefixes each
// process's output with its name, restarts nothing by itself (a process that dies is reported and
// stays down, so a crash is seen, not hidden), and stops everything on stop() or Ctrl-C.
// kill(service) and restart(service) let tests take one process down mid-run.
// With gatewayReplicas above 1 the gateway runs as that many processes (gateway-1, gateway-2, ...),
// each on a port of its own, behind a TCP proxy on the public port that spreads connections over
// them in turn (gateway-proxy.ts), as the chart's Service spreads them over the gateway's pods.
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { checkHealth } from '@gary/platform';
import { archivingSettings, getFreePort, makeArchiveDir, startInfra, type Infra } from '@gary/testinfra';
import { scheduleBaseBackups, type BackupSchedule } from './backups';
import { startGatewayProxy, type GatewayProxy } from './gateway-proxy';
import { readChartWiring, REPO_ROOT, serviceEnvironments, type Ports } from './service-env';

const PRELOAD = path.join(REPO_ROOT, 'packages', 'platform', 'src', 'otel-preload.ts');

/** Data services first, then the engines that call them, the gateway last. */
export const SERVICE_ORDER = ['auth', 'billing', 'odds-ingest', 'stats-ingest', 'decisions', 'pick-engine', 'props-engine', 'thoughts', 'gateway'] as const;

export interface DistributedOptions {
  /** Variables read for infrastructure URLs and API keys; defaults to process.env. */
  env?: NodeJS.ProcessEnv;
  gatewayPort?: number;
  /** First gRPC port (services take consecutive ones; HTTP ports start 100 above). 0: free ports. */
  basePort?: number;
  logLevel?: string;
  /** Where prefixed output lines go; defaults to stdout. */
  output?: (line: string) => void;
  /** Milliseconds to wait for each process to answer health checks. */
  startTimeoutMs?: number;
  /** Variables set for one service on top of its own (a test's limits or keys), by service name. */
  serviceEnv?: Record<string, Record<string, string>>;
  /** Gateway processes behind the proxy on gatewayPort; 1 (the default): the gateway itself on it. */
  gatewayReplicas?: number;
}

export interface ProcessInfo {
  name: string;
  pid: number | undefined;
  running: boolean;
  ports: Ports;
  /** The exit of the last run, when it ended. */
  lastExit: { code: number | null; signal: NodeJS.Signals | null } | null;
}

export interface Distributed {
  /** The public door: the gateway, or the proxy in front of its replicas. */
  gatewayUrl: string;
  /** Each gateway process's own URL, in replica order (one entry without replicas). */
  gatewayReplicaUrls: string[];
  /** Connections the proxy handed each replica so far (empty without replicas). */
  proxied(): number[];
  infra: Infra;
  processes(): ProcessInfo[];
  /** Stops one service's process (SIGKILL by default: a crash, not a goodbye). */
  kill(service: string, signal?: NodeJS.Signals): Promise<void>;
  /** Starts a service again with the same environment and ports, and waits until it is healthy. */
  restart(service: string): Promise<void>;
  stop(): Promise<void>;
}

interface Child {
  name: string;
  /** The service it runs (a gateway replica's name is gateway-<n>). */
  service: string;
  env: Record<string, string>;
  ports: Ports;
  proc: ChildProcess | null;
  expectedExit: boolean;
  lastExit: ProcessInfo['lastExit'];
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export async function startDistributed(opts: DistributedOptions = {}): Promise<Distributed> {
  const source = opts.env ?? process.env;
  const out = opts.output ?? ((line: string) => process.stdout.write(`${line}\n`));
  const say = (line: string) => out(`[supervisor] ${line}`);
  const gatewayPort = opts.gatewayPort ?? 8080;
  const startTimeoutMs = opts.startTimeoutMs ?? 90_000;
  const replicas = opts.gatewayReplicas ?? 1;
  if (!Number.isInteger(replicas) || replicas < 1 || replicas > 16) throw new Error(`gatewayReplicas must be 1 to 16, got ${replicas}`);
  const gatewayNames = replicas === 1 ? ['gateway'] : Array.from({ length: replicas }, (_, i) => `gateway-${i + 1}`);
  const processNames = SERVICE_ORDER.flatMap((name) => (name === 'gateway' ? gatewayNames : [name]));

  // PG_ARCHIVE_DIR: the Postgres started here archives every WAL segment there (base backups with
  // `make pg-backup`, restores with `make pg-restore`; docs/deploy.md, "Backups and restore").
  const archiveDir = source.PG_ARCHIVE_DIR ? path.resolve(source.PG_ARCHIVE_DIR) : undefined;
  if (archiveDir) await makeArchiveDir(archiveDir);
  const infra = await startInfra({ env: source, postgresSettings: archiveDir ? archivingSettings(archiveDir, 60) : undefined });
  let backups: BackupSchedule | undefined;
  if (archiveDir) {
    say(`postgres: archiving WAL to ${archiveDir}`);
    backups = scheduleBaseBackups({ url: infra.env.DATABASE_URL ?? '', archiveDir, env: source, say });
  }
  for (const s of infra.services) say(`${s.name}: ${s.source === 'environment' ? 'from the environment' : `started in ${s.ms} ms`}`);
  const wiring = readChartWiring();
  const ports: Record<string, Ports> = {};
  for (const [i, name] of SERVICE_ORDER.entries()) {
    if (name === 'gateway') ports[name] = { grpc: 0, http: gatewayPort };
    else if (opts.basePort) ports[name] = { grpc: opts.basePort + i, http: opts.basePort + 100 + i };
    else ports[name] = { grpc: await getFreePort(), http: await getFreePort() };
  }
  const envs = serviceEnvironments({
    infra: { DATABASE_URL: infra.env.DATABASE_URL ?? '', REDIS_URL: infra.env.REDIS_URL ?? '', KAFKA_BROKERS: infra.env.KAFKA_BROKERS ?? '' },
    ports,
    gatewayPort,
    source,
    logLevel: opts.logLevel ?? source.LOG_LEVEL ?? 'info',
    wiring,
  });
  const children = new Map<string, Child>(
    SERVICE_ORDER.filter((name) => name !== 'gateway').map((name) => [name, { name, service: name, env: { ...(envs[name] ?? {}), ...(opts.serviceEnv?.[name] ?? {}) }, ports: ports[name] as Ports, proc: null, expectedExit: false, lastExit: null }]),
  );
  // Replicas differ only in their port: the same wiring, the same public origin (the proxy's).
  for (const name of gatewayNames) {
    const http = replicas === 1 ? gatewayPort : await getFreePort();
    const env = { ...(envs.gateway ?? {}), ...(opts.serviceEnv?.gateway ?? {}), PORT: String(http) };
    children.set(name, { name, service: 'gateway', env, ports: { grpc: 0, http }, proc: null, expectedExit: false, lastExit: null });
  }
  let proxy: GatewayProxy | null = null;
  let stopping = false;
  const width = Math.max(...processNames.map((n) => n.length));

  // Each process's last lines, to say why one that exits before it is healthy did.
  const recent = new Map<string, string[]>();
  function pipeLines(stream: NodeJS.ReadableStream | null, prefix: string, name: string) {
    if (!stream) return;
    let buf = '';
    const keep = (line: string) => {
      out(`${prefix}${line}`);
      const lines = recent.get(name) ?? [];
      lines.push(line);
      if (lines.length > 12) lines.shift();
      recent.set(name, lines);
    };
    stream.setEncoding('utf8');
    stream.on('data', (chunk: string) => {
      buf += chunk;
      let nl: number;
      while ((nl = buf.indexOf('\n')) >= 0) {
        keep(buf.slice(0, nl));
        buf = buf.slice(nl + 1);
      }
    });
    stream.on('end', () => buf && keep(buf));
  }

  function launch(child: Child) {
    const entry = path.join(REPO_ROOT, 'services', child.service, 'src', 'main.ts');
    // The tracing preload first, as in the image: it starts the OpenTelemetry instrumentations when
    // OTEL_EXPORTER_OTLP_ENDPOINT is set (and does nothing otherwise).
    const proc = spawn(process.execPath, ['--import', 'tsx', '--import', PRELOAD, entry], {
      cwd: REPO_ROOT,
      env: { PATH: source.PATH ?? '/usr/bin:/bin', HOME: source.HOME ?? '/tmp', ...child.env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.proc = proc;
    child.expectedExit = false;
    const prefix = `[${child.name.padEnd(width)}] `;
    pipeLines(proc.stdout, prefix, child.name);
    pipeLines(proc.stderr, prefix, child.name);
    proc.on('exit', (code, signal) => {
      child.lastExit = { code, signal };
      if (child.proc === proc) child.proc = null;
      if (!child.expectedExit && !stopping) say(`${child.name} exited (code ${code}, signal ${signal}); it stays down until restarted`);
    });
  }

  async function waitHealthy(child: Child): Promise<void> {
    const deadline = Date.now() + startTimeoutMs;
    while (Date.now() < deadline) {
      if (!child.proc) {
        const last = (recent.get(child.name) ?? []).map((l) => l.slice(0, 500)).join('\n  ');
        throw new Error(`${child.name} exited before it was healthy (${JSON.stringify(child.lastExit)})${last ? `; its last lines:\n  ${last}` : ''}`);
      }
      if (child.ports.grpc === 0) {
        const ok = await fetch(`http://127.0.0.1:${child.ports.http}/health`).then((r) => r.ok, () => false);
        if (ok) return;
      } else if ((await checkHealth(`127.0.0.1:${child.ports.grpc}`, '', 1_000)) === 'SERVING') return;
      await sleep(250);
    }
    throw new Error(`${child.name} was not healthy within ${startTimeoutMs} ms`);
  }

  function stopChild(child: Child, signal: NodeJS.Signals, graceMs: number): Promise<void> {
    const proc = child.proc;
    if (!proc || proc.exitCode !== null || proc.signalCode !== null) return Promise.resolve();
    child.expectedExit = true;
    return new Promise((resolve) => {
      const force = setTimeout(() => proc.kill('SIGKILL'), graceMs);
      proc.once('exit', () => {
        clearTimeout(force);
        resolve();
      });
      proc.kill(signal);
    });
  }

  async function stop(): Promise<void> {
    if (stopping) return;
    stopping = true;
    // Every process at once (SIGTERM, SIGKILL after 10 s), then the servers they were using.
    await proxy?.close();
    await Promise.all([...children.values()].map((c) => stopChild(c, 'SIGTERM', 10_000)));
    await backups?.stop();
    await infra.stop();
    say('stopped');
  }

  const get = (service: string): Child => {
    const c = children.get(service);
    if (!c) throw new Error(`unknown service ${service} (known: ${processNames.join(', ')})`);
    return c;
  };

  try {
    // Tiers start together; the next tier waits, so engines find their peers serving.
    const tiers = [SERVICE_ORDER.slice(0, 5), SERVICE_ORDER.slice(5, 8), gatewayNames];
    for (const tier of tiers) {
      for (const name of tier) launch(get(name));
      await Promise.all(tier.map((name) => waitHealthy(get(name))));
      say(`serving: ${tier.join(', ')}`);
    }
    if (replicas > 1) {
      proxy = await startGatewayProxy({ port: gatewayPort, replicas: gatewayNames.map((n) => get(n).ports.http) });
      say(`proxy on :${gatewayPort}: connections spread over ${gatewayNames.map((n) => `${n} :${get(n).ports.http}`).join(', ')}`);
    }
  } catch (err) {
    await stop();
    throw err;
  }
  say(`gateway on http://localhost:${gatewayPort} (health: /api/health)`);

  return {
    gatewayUrl: `http://127.0.0.1:${proxy?.port ?? gatewayPort}`,
    gatewayReplicaUrls: gatewayNames.map((n) => `http://127.0.0.1:${get(n).ports.http}`),
    proxied: () => proxy?.handed() ?? [],
    infra,
    processes: () =>
      [...children.values()].map((c) => ({ name: c.name, pid: c.proc?.pid, running: c.proc !== null, ports: c.ports, lastExit: c.lastExit })),
    async kill(service, signal = 'SIGKILL') {
      const c = get(service);
      say(`killing ${service} (${signal})`);
      await stopChild(c, signal, 5_000);
    },
    async restart(service) {
      const c = get(service);
      await stopChild(c, 'SIGTERM', 10_000);
      say(`restarting ${service}`);
      launch(c);
      await waitHealthy(c);
      say(`${service} serving again`);
    },
    stop,
  };
}
