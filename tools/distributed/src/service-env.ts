// Each service's own environment in the distributed mode, built from the same wiring the Helm
// chart deploys (charts/gary/values.yaml: which peers a service calls, which secret keys it
// reads), so a call missing from the chart fails here first, on a developer's machine.
import fs from 'node:fs';
import path from 'node:path';
import { envAddrName, type ProductService } from '@gary/platform';
import { parse } from 'yaml';

export const REPO_ROOT = path.resolve(__dirname, '../../..');

export interface ChartWiring {
  /** Peers each service calls (the chart's services.<name>.calls). */
  calls: Record<string, string[]>;
  /** Secret keys each service reads (the chart's services.<name>.secretEnv). */
  secretEnv: Record<string, string[]>;
  /** Plain variables the chart sets for each service (services.<name>.env). */
  env: Record<string, Record<string, string>>;
}

interface ChartService {
  calls?: string[];
  secretEnv?: string[];
  env?: Record<string, unknown>;
  enabled?: boolean;
}

export function readChartWiring(valuesFile = path.join(REPO_ROOT, 'charts', 'gary', 'values.yaml')): ChartWiring {
  const values = parse(fs.readFileSync(valuesFile, 'utf8')) as { services?: Record<string, ChartService | null> };
  const wiring: ChartWiring = { calls: {}, secretEnv: {}, env: {} };
  for (const [name, svc] of Object.entries(values.services ?? {})) {
    wiring.calls[name] = svc?.calls ?? [];
    wiring.secretEnv[name] = svc?.secretEnv ?? [];
    wiring.env[name] = Object.fromEntries(Object.entries(svc?.env ?? {}).map(([k, v]) => [k, String(v)]));
  }
  return wiring;
}

export interface Ports {
  grpc: number;
  http: number;
}

export interface EnvInput {
  infra: { DATABASE_URL: string; REDIS_URL: string; KAFKA_BROKERS: string };
  ports: Record<string, Ports>;
  gatewayPort: number;
  /** Where keys such as OPENAI_API_KEY are taken from when set (the developer's shell). */
  source: NodeJS.ProcessEnv;
  logLevel: string;
  wiring: ChartWiring;
}

/** Every process's environment: infrastructure URLs, its own ports, its peers' addresses, its keys. */
export function serviceEnvironments(input: EnvInput): Record<string, Record<string, string>> {
  const out: Record<string, Record<string, string>> = {};
  const publicOrigin = `http://localhost:${input.gatewayPort}`;
  for (const name of Object.keys(input.ports)) {
    const env: Record<string, string> = {
      NODE_ENV: 'development',
      LOG_LEVEL: input.logLevel,
      REDIS_URL: input.infra.REDIS_URL,
      KAFKA_BROKERS: input.infra.KAFKA_BROKERS,
      KAFKAJS_NO_PARTITIONER_WARNING: '1',
      PUBLIC_ORIGIN: publicOrigin,
      ...(input.wiring.env[name] ?? {}),
    };
    if (name === 'gateway') {
      Object.assign(env, { HOST: '127.0.0.1', PORT: String(input.gatewayPort), COOKIE_SECURE: 'false' });
    } else {
      Object.assign(env, {
        DATABASE_URL: input.infra.DATABASE_URL,
        GRPC_HOST: '127.0.0.1',
        GRPC_PORT: String(input.ports[name]?.grpc),
        HTTP_PORT: String(input.ports[name]?.http),
      });
    }
    for (const peer of input.wiring.calls[name] ?? []) {
      const ports = input.ports[peer];
      if (!ports) throw new Error(`${name} calls ${peer}, which is not started in this run`);
      env[envAddrName(peer as ProductService)] = `127.0.0.1:${ports.grpc}`;
    }
    for (const key of input.wiring.secretEnv[name] ?? []) {
      const v = input.source[key];
      if (v) env[key] = v;
    }
    // Tracing: the operator's OTEL_* variables reach every process (the preload reads them).
    for (const [key, v] of Object.entries(input.source)) if (key.startsWith('OTEL_') && v) env[key] = v;
    // On one machine the operator may end simulated games by hand (odds-ingest FinishGame).
    if (input.source.SIMULATION_ADMIN) env.SIMULATION_ADMIN = input.source.SIMULATION_ADMIN;
    out[name] = env;
  }
  return out;
}
