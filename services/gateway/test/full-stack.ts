// The real gateway in front of every real service (each its own schema on the test Postgres, one
// in-process bus), as `make start` wires them, for tests that walk the whole API: the date-route
// walk and the fuzz suite. The access tokens are auth's, checked against its JWKS; one fixed
// token stands for an admin (no route makes an admin, by design).
import * as auth from '@gary/auth';
import * as billing from '@gary/billing';
import * as decisions from '@gary/decisions';
import * as oddsIngest from '@gary/odds-ingest';
import * as pickEngine from '@gary/pick-engine';
import { createInProcessBus, createLogger, createMemoryRateLimiter, type Cache, type PeerAddresses, type ProductService, type ServiceAdapters, type ServiceHandle } from '@gary/platform';
import * as propsEngine from '@gary/props-engine';
import * as statsIngest from '@gary/stats-ingest';
import * as thoughts from '@gary/thoughts';
import { startServiceForTest, type ServiceUnderTest } from '@gary/testinfra';
import type { FastifyInstance } from 'fastify';
import { buildGateway, createAccessTokenVerifier, readConfig } from '../src';

interface ServiceModule {
  readConfig(env: NodeJS.ProcessEnv): { GRPC_PORT: number };
  start(config: never, adapters: ServiceAdapters): Promise<ServiceHandle>;
}

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

/** Simulated data, no model keys, no timers that generate on their own. */
const ENV: Record<string, string> = {
  OPENAI_API_KEY: '',
  ODDS_API_KEY: '',
  PERPLEXITY_API_KEY: '',
  STRIPE_SECRET_KEY: '',
  ODDS_POLLER_ENABLED: 'false',
  PICKS_SCHEDULER: 'false',
  PICKS_GENERATE_ON_START: 'false',
  PROPS_GENERATE_ON_START: 'false',
  THOUGHTS_GENERATE_ON_START: 'false',
  THOUGHTS_REQUEST_WAIT_MS: '50',
  PUBLIC_ORIGIN: 'http://localhost:8080',
};

export const ADMIN_TOKEN = 'full-stack-admin-token';

export interface FullStack {
  app: FastifyInstance;
  services: ServiceUnderTest<ProductService>[];
  byName: { [N in ProductService]?: ServiceUnderTest<N> };
  /** Signs up, confirms (from auth's dev mailbox) and signs in a new member; their access token. */
  member(email: string): Promise<string>;
  /** Another gateway replica in front of the same services (reading `cache` for ended sessions and play blocks, if given). */
  replica(cache?: Cache): Promise<FastifyInstance>;
  stop(): Promise<void>;
}

/** `env` adds to (or overrides) the services' environment above. */
export async function startFullStack(opts: { env?: Record<string, string>; shareAuthCache?: boolean } = {}): Promise<FullStack> {
  const bus = createInProcessBus();
  const peers: PeerAddresses = {};
  const services: ServiceUnderTest<ProductService>[] = [];
  const byName: FullStack['byName'] = {};
  for (const [name, mod] of MODULES) {
    const sut = await startServiceForTest({ name, readConfig: mod.readConfig, start: mod.start as never, bus, peers, env: { ...ENV, ...opts.env } });
    peers[name] = sut.address;
    services.push(sut as ServiceUnderTest<ProductService>);
    (byName as Record<string, unknown>)[name] = sut;
  }
  const verify = createAccessTokenVerifier(peers);
  const replicas: FastifyInstance[] = [];
  const gateway = async (cache?: Cache) => {
    const g = await buildGateway({
      config: readConfig({ COOKIE_SECURE: 'false', PUBLIC_ORIGIN: 'http://localhost:8080', RATE_LIMIT_PER_IP_PER_MINUTE: '1000000', RATE_LIMIT_PER_USER_PER_MINUTE: '1000000' }),
      logger: createLogger({ name: 'gateway', level: process.env.TEST_LOG_LEVEL ?? 'silent' }),
      peers,
      bus,
      mode: 'embedded',
      rateLimiter: createMemoryRateLimiter(),
      cache,
      verifyAccessToken: async (token) => (token === ADMIN_TOKEN ? { userId: '00000000-0000-4000-8000-00000000a0a0', role: 'admin', guest: false, sessionId: '00000000-0000-4000-8000-0000000a0a0a' } : verify(token)),
    });
    await g.ready();
    return g;
  };
  const app = await buildGateway({
    config: readConfig({ COOKIE_SECURE: 'false', PUBLIC_ORIGIN: 'http://localhost:8080', RATE_LIMIT_PER_IP_PER_MINUTE: '1000000', RATE_LIMIT_PER_USER_PER_MINUTE: '1000000' }),
    logger: createLogger({ name: 'gateway', level: process.env.TEST_LOG_LEVEL ?? 'silent' }),
    peers,
    bus,
    mode: 'embedded',
    rateLimiter: createMemoryRateLimiter(),
    // With shareAuthCache, the gateway reads what auth publishes (ended sessions, play blocks), as `make start` does.
    ...(opts.shareAuthCache ? { cache: byName.auth!.adapters.cache } : {}),
    verifyAccessToken: async (token) =>
      token === ADMIN_TOKEN ? { userId: '00000000-0000-4000-8000-00000000a0a0', role: 'admin', guest: false, ...(opts.shareAuthCache ? { sessionId: '00000000-0000-4000-8000-0000000a0a0a' } : {}) } : verify(token),
  });
  await app.ready();
  const authClient = services[0]!.client as ServiceUnderTest<'auth'>['client'];

  return {
    app,
    services,
    byName,
    async member(email) {
      const password = 'ride-the-bear-42';
      const signup = await app.inject({ method: 'POST', url: '/api/auth/signup', payload: { email, password, dateOfBirth: '1990-04-01' } });
      if (signup.statusCode !== 201) throw new Error(`sign-up failed: ${signup.statusCode} ${signup.body}`);
      // The dev mailbox shows mail to whoever proves the address with its password (auth's mailbox rule).
      const { messages } = await authClient.ListMail({ to: email, limit: 5, password, ip: '127.0.0.1' });
      const link = messages[0]?.links[0] ?? '';
      const token = decodeURIComponent(link.split('token=')[1] ?? '');
      const confirm = await app.inject({ method: 'POST', url: '/api/auth/confirm', payload: { token } });
      if (confirm.statusCode !== 200) throw new Error(`confirm failed: ${confirm.statusCode} ${confirm.body}`);
      const signin = await app.inject({ method: 'POST', url: '/api/auth/signin', payload: { email, password } });
      if (signin.statusCode !== 200) throw new Error(`sign-in failed: ${signin.statusCode} ${signin.body}`);
      return signin.json().accessToken as string;
    },
    async replica(cache) {
      const g = await gateway(cache);
      replicas.push(g);
      return g;
    },
    async stop() {
      for (const g of replicas) await g.close();
      await app.close();
      for (const s of [...services].reverse()) await s.stop().catch(() => undefined);
      await bus.close();
    },
  };
}
