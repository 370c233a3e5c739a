// What every service's start(config, adapters) stands on: adapters are built by the caller (the
// embedded runner or the service's main.ts), and bootService wires migrations, the outbox relay,
// idempotent consumers and the gRPC server (with health) the same way for all of them.
import type { EventType } from '@gary/contracts';
import type { ServiceName } from '@gary/protos';
import type { Pool } from 'pg';
import type { EventBus, Subscription } from './bus';
import type { Cache, Lock, RateLimiter } from './cache';
import { idempotentHandler, type HandlerMap } from './consumer';
import { runMigrations } from './db';
import { createGrpcClient, startGrpcServer, type ServiceClient, type ServiceImpl } from './grpc';
import type { Logger } from './logger';
import { startOutboxRelay, type OutboxRelay } from './outbox';

export type ProductService = Exclude<ServiceName, 'health'>;

/** Where each peer service answers gRPC (`<NAME>_SERVICE_ADDR` in the environment). */
export type PeerAddresses = Partial<Record<ProductService, string>>;

export interface ServiceAdapters {
  logger: Logger;
  pool: Pool;
  schema: string;
  bus: EventBus;
  cache: Cache;
  lock: Lock;
  rateLimiter: RateLimiter;
  peers: PeerAddresses;
  /** The embedded mode wires extras only it has (dev mailbox, simulator admin); see each service. */
  mode: 'embedded' | 'distributed';
  now: () => Date;
}

export interface ServiceHandle {
  name: ProductService;
  grpcPort: number;
  relay: OutboxRelay;
  stop(): Promise<void>;
}

export interface BootOptions<N extends ProductService> {
  name: N;
  adapters: ServiceAdapters;
  grpcHost?: string;
  grpcPort: number;
  migrationsDir: string;
  impl: ServiceImpl<NoInfer<N>>;
  consumes?: { topics: EventType[]; handlers: HandlerMap };
  /** Background work (pollers, schedulers) started after the server is up; returns its stopper. */
  background?: () => Promise<() => Promise<void>> | (() => Promise<void>);
}

export async function bootService<N extends ProductService>(o: BootOptions<N>): Promise<ServiceHandle> {
  const { adapters: a } = o;
  await runMigrations({ pool: a.pool, schema: a.schema, dir: o.migrationsDir, logger: a.logger });
  const relay = startOutboxRelay({ pool: a.pool, bus: a.bus, schema: a.schema, logger: a.logger });
  let sub: Subscription | null = null;
  if (o.consumes && o.consumes.topics.length > 0) {
    sub = await a.bus.subscribe({
      groupId: o.name,
      topics: o.consumes.topics,
      handler: idempotentHandler({ pool: a.pool, consumer: o.name, handlers: o.consumes.handlers, logger: a.logger }),
    });
  }
  const server = await startGrpcServer({ service: o.name, impl: o.impl, host: o.grpcHost ?? '127.0.0.1', port: o.grpcPort, logger: a.logger });
  const stopBackground = o.background ? await o.background() : null;
  a.logger.info({ grpcPort: server.port }, `${o.name} serving`);
  return {
    name: o.name,
    grpcPort: server.port,
    relay,
    async stop() {
      a.logger.info(`${o.name} stopping`);
      server.setHealth('NOT_SERVING');
      if (stopBackground) await stopBackground();
      await server.stop();
      if (sub) await sub.close();
      await relay.stop();
      a.logger.info(`${o.name} stopped`);
    },
  };
}

/** A lazily created, cached client of a peer service; fails clearly when its address is unknown. */
export function peerClients(peers: PeerAddresses) {
  const made = new Map<ProductService, unknown>();
  return function peer<P extends ProductService>(name: P, deadlineMs = 5_000): ServiceClient<P> {
    const hit = made.get(name);
    if (hit) return hit as ServiceClient<P>;
    const addr = peers[name];
    if (!addr) throw new Error(`no address for peer service ${name} (set ${envAddrName(name)})`);
    const c = createGrpcClient(name, addr, { deadlineMs });
    made.set(name, c);
    return c;
  };
}

export const envAddrName = (name: ProductService) => `${name.toUpperCase().replace(/-/g, '_')}_SERVICE_ADDR`;
