// The gRPC contracts of every service, loaded from /protos with @grpc/proto-loader, plus the
// generated TypeScript types (src/generated, kept in step with the .proto files by gen.sh and a test).
import path from 'node:path';
import * as grpc from '@grpc/grpc-js';
import * as protoLoader from '@grpc/proto-loader';
import type { AuthServiceClient, AuthServiceHandlers } from './generated/gary/auth/v1/AuthService';
import type { BillingServiceClient, BillingServiceHandlers } from './generated/gary/billing/v1/BillingService';
import type { OddsIngestServiceClient, OddsIngestServiceHandlers } from './generated/gary/odds_ingest/v1/OddsIngestService';
import type { StatsIngestServiceClient, StatsIngestServiceHandlers } from './generated/gary/stats_ingest/v1/StatsIngestService';
import type { PickEngineServiceClient, PickEngineServiceHandlers } from './generated/gary/pick_engine/v1/PickEngineService';
import type { PropsEngineServiceClient, PropsEngineServiceHandlers } from './generated/gary/props_engine/v1/PropsEngineService';
import type { ThoughtsServiceClient, ThoughtsServiceHandlers } from './generated/gary/thoughts/v1/ThoughtsService';
import type { DecisionsServiceClient, DecisionsServiceHandlers } from './generated/gary/decisions/v1/DecisionsService';
import type { HealthClient, HealthHandlers } from './generated/grpc/health/v1/Health';

export const PROTO_ROOT = process.env.GARY_PROTO_ROOT ?? path.resolve(__dirname, '../../../protos'); // bundles (containers) set GARY_PROTO_ROOT

/** Options shared by the loader and the type generator (gen.sh): they must agree. */
export const LOADER_OPTIONS: protoLoader.Options = {
  keepCase: false,
  longs: Number,
  enums: String,
  defaults: true,
  oneofs: true,
  includeDirs: [PROTO_ROOT],
};

export const SERVICES = {
  auth: { file: 'gary/auth/v1/auth.proto', fullName: 'gary.auth.v1.AuthService' },
  billing: { file: 'gary/billing/v1/billing.proto', fullName: 'gary.billing.v1.BillingService' },
  'odds-ingest': { file: 'gary/odds_ingest/v1/odds_ingest.proto', fullName: 'gary.odds_ingest.v1.OddsIngestService' },
  'stats-ingest': { file: 'gary/stats_ingest/v1/stats_ingest.proto', fullName: 'gary.stats_ingest.v1.StatsIngestService' },
  'pick-engine': { file: 'gary/pick_engine/v1/pick_engine.proto', fullName: 'gary.pick_engine.v1.PickEngineService' },
  'props-engine': { file: 'gary/props_engine/v1/props_engine.proto', fullName: 'gary.props_engine.v1.PropsEngineService' },
  thoughts: { file: 'gary/thoughts/v1/thoughts.proto', fullName: 'gary.thoughts.v1.ThoughtsService' },
  decisions: { file: 'gary/decisions/v1/decisions.proto', fullName: 'gary.decisions.v1.DecisionsService' },
  health: { file: 'grpc/health/v1/health.proto', fullName: 'grpc.health.v1.Health' },
} as const;

export type ServiceName = keyof typeof SERVICES;
/** The eight product services (health is served by every one of them). */
export const PRODUCT_SERVICES = Object.keys(SERVICES).filter((n) => n !== 'health') as Exclude<ServiceName, 'health'>[];

export interface ServiceTypes {
  auth: { client: AuthServiceClient; handlers: AuthServiceHandlers };
  billing: { client: BillingServiceClient; handlers: BillingServiceHandlers };
  'odds-ingest': { client: OddsIngestServiceClient; handlers: OddsIngestServiceHandlers };
  'stats-ingest': { client: StatsIngestServiceClient; handlers: StatsIngestServiceHandlers };
  'pick-engine': { client: PickEngineServiceClient; handlers: PickEngineServiceHandlers };
  'props-engine': { client: PropsEngineServiceClient; handlers: PropsEngineServiceHandlers };
  thoughts: { client: ThoughtsServiceClient; handlers: ThoughtsServiceHandlers };
  decisions: { client: DecisionsServiceClient; handlers: DecisionsServiceHandlers };
  health: { client: HealthClient; handlers: HealthHandlers };
}

const loaded = new Map<ServiceName, grpc.ServiceClientConstructor>();

/** The client constructor (which also carries `.service`, the server definition) of one service. */
export function loadService(name: ServiceName): grpc.ServiceClientConstructor {
  const hit = loaded.get(name);
  if (hit) return hit;
  const spec = SERVICES[name];
  const definition = protoLoader.loadSync(path.join(PROTO_ROOT, spec.file), LOADER_OPTIONS);
  const pkg = grpc.loadPackageDefinition(definition);
  let node: unknown = pkg;
  for (const part of spec.fullName.split('.')) node = (node as Record<string, unknown>)[part];
  if (typeof node !== 'function') throw new Error(`service ${spec.fullName} not found in ${spec.file}`);
  const ctor = node as grpc.ServiceClientConstructor;
  loaded.set(name, ctor);
  return ctor;
}

export type * as common from './generated/gary/common/v1';
export type * as authV1 from './generated/gary/auth/v1';
export type * as billingV1 from './generated/gary/billing/v1';
export type * as oddsV1 from './generated/gary/odds_ingest/v1';
export type * as statsV1 from './generated/gary/stats_ingest/v1';
export type * as picksV1 from './generated/gary/pick_engine/v1';
export type * as propsV1 from './generated/gary/props_engine/v1';
export type * as thoughtsV1 from './generated/gary/thoughts/v1';
export type * as decisionsV1 from './generated/gary/decisions/v1';
export type * as healthV1 from './generated/grpc/health/v1';
