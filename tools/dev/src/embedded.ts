// The embedded stack: every service's start() in one Node process on loopback gRPC ports, sharing
// one real PostgreSQL (each service in its own schema), an in-process event bus behind the same
// outbox, and in-memory cache, locks and rate limits. `make start` and the browser tests use it.
import path from 'node:path';
import * as auth from '@gary/auth';
import * as billing from '@gary/billing';
import * as decisions from '@gary/decisions';
import * as gateway from '@gary/gateway';
import * as oddsIngest from '@gary/odds-ingest';
import * as pickEngine from '@gary/pick-engine';
import {
  createInProcessBus,
  createLogger,
  createMemoryCache,
  createMemoryLock,
  createMemoryRateLimiter,
  createPool,
  inProcessAdapters,
  schemaOf,
  type Logger,
  type PeerAddresses,
  type Pool,
  type ProductService,
  type ServiceAdapters,
  type ServiceHandle,
} from '@gary/platform';
import * as propsEngine from '@gary/props-engine';
import * as statsIngest from '@gary/stats-ingest';
import * as thoughts from '@gary/thoughts';

interface ServiceModule {
  readConfig(env: NodeJS.ProcessEnv): { GRPC_PORT: number };
  start(config: never, adapters: ServiceAdapters): Promise<ServiceHandle>;
}

/** Start order: data services first, so engines find their peers when their schedulers run. */
const MODULES: [ProductService, ServiceModule][] = [
  ['auth', auth as unknown as ServiceModule],
  ['billing', billing as unknown as ServiceModule],
  ['odds-ingest', oddsIngest as unknown as ServiceModule],
  ['stats-ingest', statsIngest as unknown as ServiceModule],
  ['decisions', decisions as unknown as ServiceModule],
  ['pick-engine', pickEngine as unknown as ServiceModule],
  ['props-engine', propsEngine as unknown as ServiceModule],
  ['thoughts', thoughts as unknown as ServiceModule],
];

export const REPO_ROOT = path.resolve(__dirname, '../../..');

export interface EmbeddedOptions {
  databaseUrl: string;
  port?: number;
  host?: string;
  logger?: Logger;
  env?: NodeJS.ProcessEnv;
  now?: () => Date;
  serveStatic?: boolean;
}

export interface EmbeddedStack {
  port: number;
  peers: PeerAddresses;
  handles: ServiceHandle[];
  bus: ReturnType<typeof createInProcessBus>;
  stop(): Promise<void>;
}

export async function startEmbedded(opts: EmbeddedOptions): Promise<EmbeddedStack> {
  const given = opts.env ?? process.env;
  // Links in mail and checkout return pages use PUBLIC_ORIGIN only (never the request's Host), so
  // it follows the port the stack listens on unless set.
  const env: NodeJS.ProcessEnv = { ...given, PUBLIC_ORIGIN: given.PUBLIC_ORIGIN || `http://localhost:${opts.port ?? 8080}` };
  const logger = opts.logger ?? createLogger({ name: 'gary', level: env.LOG_LEVEL ?? 'info' });
  const bus = createInProcessBus({ logger });
  // The in-process bus keeps nothing for a consumer that subscribes later, and each service's relay
  // starts before the services after it have subscribed: events already in an outbox (after a crash
  // or a restore) would reach only the services started first. Events wait until all have subscribed.
  let openBus: () => void = () => undefined;
  const allSubscribed = new Promise<void>((resolve) => (openBus = resolve));
  const heldBus: typeof bus = {
    ...bus,
    async publish(events) {
      await allSubscribed;
      return bus.publish(events);
    },
  };
  const cache = createMemoryCache();
  // Auth's cache holds only ended sessions, which the gateway reads: its own, so other services'
  // cache churn can never evict a revocation (a full memory cache drops its oldest entries).
  const authCache = createMemoryCache({ maxEntries: 200_000 });
  const lock = createMemoryLock();
  const rateLimiter = createMemoryRateLimiter();
  const peers: PeerAddresses = {};
  const pools: Pool[] = [];
  const handles: ServiceHandle[] = [];

  const stopAll = async () => {
    openBus();
    for (const h of [...handles].reverse()) await h.stop().catch((err) => logger.error({ err, service: h.name }, 'stop failed'));
    await bus.close();
    await Promise.all(pools.map((p) => p.end().catch(() => undefined)));
  };

  try {
    for (const [name, mod] of MODULES) {
      const schema = schemaOf(name);
      const pool = createPool({ url: opts.databaseUrl, schema, max: 5, applicationName: name });
      pools.push(pool);
      // Port 0: the OS picks a free loopback port; peers learn it before they first call.
      const config = mod.readConfig({ ...env, DATABASE_URL: opts.databaseUrl, GRPC_HOST: '127.0.0.1', GRPC_PORT: '0' });
      const adapters = inProcessAdapters({
        logger: logger.child({ service: name }),
        pool,
        schema,
        bus: heldBus,
        cache: name === 'auth' ? authCache : cache,
        lock,
        rateLimiter,
        peers,
        mode: 'embedded',
        now: opts.now ?? (() => new Date()),
      });
      const handle = await mod.start(config as never, adapters);
      peers[name] = `127.0.0.1:${handle.grpcPort}`;
      handles.push(handle);
    }
    const gwConfig = gateway.readConfig({
      ...env,
      HOST: opts.host ?? '127.0.0.1',
      PORT: String(opts.port ?? 8080),
      COOKIE_SECURE: env.COOKIE_SECURE ?? 'false',
      STATIC_ROOT: opts.serveStatic === false ? '' : path.join(REPO_ROOT, 'frontends'),
    });
    const gw = await gateway.start({
      config: gwConfig,
      ...(opts.now ? { now: opts.now } : {}),
      logger: logger.child({ service: 'gateway' }),
      peers,
      bus: heldBus,
      mode: 'embedded',
      verifyAccessToken: gateway.createAccessTokenVerifier(peers, opts.now ? { now: opts.now } : {}),
      rateLimiter,
      // The cache auth publishes ended sessions in: signed-out tokens stop at once.
      cache: authCache,
    });
    openBus();
    return {
      port: gw.port,
      peers,
      handles,
      bus,
      async stop() {
        await gw.stop();
        await stopAll();
      },
    };
  } catch (err) {
    await stopAll();
    throw err;
  }
}
