import { readChartWiring, serviceEnvironments } from '../src/service-env';

const infra = { DATABASE_URL: 'postgres://u@127.0.0.1:5432/gary', REDIS_URL: 'redis://127.0.0.1:6379', KAFKA_BROKERS: '127.0.0.1:9092' };
const wiring = readChartWiring();
const ports = Object.fromEntries(Object.keys(wiring.calls).map((n, i) => [n, { grpc: 50051 + i, http: 50151 + i }]));

describe('each service its own environment in the distributed mode', () => {
  const envs = serviceEnvironments({ infra, ports, gatewayPort: 8080, source: { OPENAI_API_KEY: 'sk-test', STRIPE_SECRET_KEY: 'sk_test' }, logLevel: 'info', wiring });

  test('"peers through <NAME>_SERVICE_ADDR": a service gets the addresses of the peers it calls and no others', () => {
    expect(envs['pick-engine']?.ODDS_INGEST_SERVICE_ADDR).toBe(`127.0.0.1:${ports['odds-ingest']?.grpc}`);
    expect(envs['pick-engine']?.STATS_INGEST_SERVICE_ADDR).toBe(`127.0.0.1:${ports['stats-ingest']?.grpc}`);
    expect(Object.keys(envs['pick-engine'] ?? {}).filter((k) => k.endsWith('_SERVICE_ADDR')).sort()).toEqual(['ODDS_INGEST_SERVICE_ADDR', 'STATS_INGEST_SERVICE_ADDR']);
    expect(Object.keys(envs.decisions ?? {}).filter((k) => k.endsWith('_SERVICE_ADDR'))).toEqual([]);
    expect(Object.keys(envs.gateway ?? {}).filter((k) => k.endsWith('_SERVICE_ADDR'))).toHaveLength(8);
  });

  test('the gateway listens on PORT and has no database; services get their own ports and DATABASE_URL', () => {
    expect(envs.gateway).toMatchObject({ PORT: '8080', HOST: '127.0.0.1', COOKIE_SECURE: 'false' });
    expect(envs.gateway?.DATABASE_URL).toBeUndefined();
    expect(envs.auth).toMatchObject({ DATABASE_URL: infra.DATABASE_URL, GRPC_PORT: String(ports.auth?.grpc), HTTP_PORT: String(ports.auth?.http) });
  });

  test('an API key reaches only the services whose chart entry reads it', () => {
    expect(envs['pick-engine']?.OPENAI_API_KEY).toBe('sk-test');
    expect(envs.billing?.STRIPE_SECRET_KEY).toBe('sk_test');
    expect(envs.decisions?.OPENAI_API_KEY).toBeUndefined();
    expect(envs.gateway?.STRIPE_SECRET_KEY).toBeUndefined();
  });

  test('a call to a service that is not started is refused by name', () => {
    expect(() => serviceEnvironments({ infra, ports: { 'pick-engine': { grpc: 1, http: 2 } }, gatewayPort: 8080, source: {}, logLevel: 'info', wiring })).toThrow(
      'pick-engine calls odds-ingest, which is not started in this run',
    );
  });
});
