// The chart and the code must agree: topics, environment variable names, services and peers.
import fs from 'node:fs';
import path from 'node:path';
import * as auth from '@gary/auth';
import * as billing from '@gary/billing';
import { TOPICS } from '@gary/contracts';
import * as decisions from '@gary/decisions';
import * as gateway from '@gary/gateway';
import * as oddsIngest from '@gary/odds-ingest';
import * as pickEngine from '@gary/pick-engine';
import * as propsEngine from '@gary/props-engine';
import * as statsIngest from '@gary/stats-ingest';
import * as thoughts from '@gary/thoughts';
import { parse } from 'yaml';

const root = path.resolve(__dirname, '../../..');
const values = parse(fs.readFileSync(path.join(root, 'charts/gary/values.yaml'), 'utf8')) as {
  kafka: { topics: { names: string[] } };
  defaults: { grpcPort: number };
  services: Record<string, { calls?: string[]; secretEnv?: string[]; env?: Record<string, string>; database?: boolean } | null>;
};
const schemas: Record<string, { shape: Record<string, unknown> }> = {
  auth: auth.configSchema,
  billing: billing.configSchema,
  decisions: decisions.configSchema,
  gateway: gateway.configSchema,
  'odds-ingest': oddsIngest.configSchema,
  'pick-engine': pickEngine.configSchema,
  'props-engine': propsEngine.configSchema,
  'stats-ingest': statsIngest.configSchema,
  thoughts: thoughts.configSchema,
};
/** Variables the chart sets for one service outside `env` and `secretEnv` (its ConfigMap, Secret refs). */
const CHART_SET = { service: ['DATABASE_URL', 'GRPC_HOST', 'GRPC_PORT', 'HTTP_PORT'], gateway: ['HOST', 'PORT', 'METRICS_HOST', 'METRICS_PORT', 'TRUST_PROXY'] };
/** The shared ConfigMap, given to every service. */
const COMMON_READ_BY_ALL = ['NODE_ENV', 'LOG_LEVEL', 'REDIS_URL', 'KAFKA_BROKERS'];

describe('the chart matches the code', () => {
  test('"Topics are named in the contracts package and created by the chart": the same list, in order', () => {
    expect(values.kafka.topics.names).toEqual([...TOPICS]);
  });

  test('"a Deployment per service": every service with a main.ts has an entry in services', () => {
    const dirs = fs.readdirSync(path.join(root, 'services')).filter((s) => fs.existsSync(path.join(root, 'services', s, 'src', 'main.ts')));
    expect(Object.keys(values.services).sort()).toEqual(dirs.sort());
  });

  // Read by Node itself, not by a service's config.
  const NODE_RUNTIME = ['NODE_OPTIONS'];

  test.each(Object.keys(schemas))('every variable the chart gives %s is one its config.ts (or Node) reads', (name) => {
    const svc = values.services[name] ?? {};
    const shape = [...Object.keys(schemas[name]?.shape ?? {}), ...NODE_RUNTIME];
    const given = [...(name === 'gateway' ? CHART_SET.gateway : CHART_SET.service), ...(svc.secretEnv ?? []), ...Object.keys(svc.env ?? {})];
    expect(given.filter((v) => !shape.includes(v))).toEqual([]);
  });

  test('the shared ConfigMap names variables every service reads (PUBLIC_ORIGIN: the ones that build links)', () => {
    for (const [name, schema] of Object.entries(schemas)) {
      expect([name, COMMON_READ_BY_ALL.filter((v) => !(v in schema.shape))]).toEqual([name, []]);
    }
    expect(Object.entries(schemas).filter(([, s]) => 'PUBLIC_ORIGIN' in s.shape).map(([n]) => n).sort()).toEqual(['auth', 'billing', 'gateway']);
  });

  test('"each service reaches only what it calls": calls name services that serve gRPC, never themselves', () => {
    for (const [name, svc] of Object.entries(values.services)) {
      for (const peer of svc?.calls ?? []) {
        expect(Object.keys(values.services)).toContain(peer);
        expect(peer).not.toBe(name);
        expect(values.services[peer]?.database === false && peer === 'gateway').toBe(false);
      }
    }
  });

  test('every API key of the brief is read by some service through the Secret', () => {
    const keys = ['ODDS_API_KEY', 'BALLDONTLIE_API_KEY', 'OPENAI_API_KEY', 'OPENAI_BASE_URL', 'PERPLEXITY_API_KEY', 'STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET', 'STRIPE_PRICE_ID', 'SMTP_URL', 'JWT_PRIVATE_KEY'];
    const read = new Set(Object.values(values.services).flatMap((s) => s?.secretEnv ?? []));
    expect(keys.filter((k) => !read.has(k))).toEqual([]);
  });
});
