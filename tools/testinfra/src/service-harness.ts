// Starts one service's start() for an integration test: its own fresh schema on the test
// Postgres, the in-process bus (or one passed in), in-memory cache/lock/limits, and a gRPC client.
import {
  createGrpcClient,
  createInProcessBus,
  createLogger,
  createPool,
  inProcessAdapters,
  type EventBus,
  type PeerAddresses,
  type Pool,
  type ProductService,
  type ServiceAdapters,
  type ServiceClient,
  type ServiceHandle,
} from '@gary/platform';
import { uniqueSchema } from './test-db';

export interface ServiceUnderTest<N extends ProductService> {
  handle: ServiceHandle;
  client: ServiceClient<N>;
  pool: Pool;
  adapters: ServiceAdapters;
  address: string;
  stop(): Promise<void>;
}

export async function startServiceForTest<N extends ProductService, C extends { GRPC_PORT: number }>(opts: {
  name: N;
  readConfig: (env: NodeJS.ProcessEnv) => C;
  start: (config: C, adapters: ServiceAdapters) => Promise<ServiceHandle>;
  env?: Record<string, string>;
  bus?: EventBus;
  peers?: PeerAddresses;
  adapters?: Partial<ServiceAdapters>;
}): Promise<ServiceUnderTest<N>> {
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error('DATABASE_URL is not set: run `make test` (or tools/testinfra/src/run-tests.ts)');
  const s = await uniqueSchema(opts.name.replace(/-/g, '_'));
  const pool = createPool({ url, schema: s.schema, max: 10 });
  const ownBus = !opts.bus;
  const bus = opts.bus ?? createInProcessBus();
  const adapters = inProcessAdapters({
    logger: createLogger({ name: opts.name, level: process.env.TEST_LOG_LEVEL ?? 'silent' }),
    pool,
    schema: s.schema,
    bus,
    peers: opts.peers ?? {},
    mode: 'embedded',
    ...opts.adapters,
  });
  const config = opts.readConfig({ ...process.env, ...opts.env, DATABASE_URL: url, GRPC_HOST: '127.0.0.1', GRPC_PORT: '0' });
  const handle = await opts.start(config, adapters);
  const address = `127.0.0.1:${handle.grpcPort}`;
  const client = createGrpcClient(opts.name, address, { deadlineMs: 20_000 });
  return {
    handle,
    client,
    pool,
    adapters,
    address,
    async stop() {
      client.close();
      await handle.stop();
      if (ownBus) await bus.close();
      await pool.end();
      await s.drop();
    },
  };
}
