// What every service's start(config, adapters) stands on: adapters are built by the caller (the
// embedded runner or the service's main.ts); defineService (define-service.ts) wires migrations, the
// outbox relay, idempotent consumers, the gRPC server (with health) and jobs the same way for all.
import type { ServiceName } from '@gary/protos';
import type { Pool } from 'pg';
import type { EventBus } from './bus';
import type { Cache, Lock, RateLimiter } from './cache';
import { createGrpcClient, type ServiceClient } from './grpc';
import type { Logger } from './logger';
import type { OutboxRelay } from './outbox';

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
