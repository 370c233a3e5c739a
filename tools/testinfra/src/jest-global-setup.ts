import { pingKafka, pingPostgres, pingRedis } from './checks';
import { errorText, redactUrl } from './util';

// Integration tests must never pass by skipping their servers: before any of them runs,
// every server named in the environment has to answer a real request.

type Requirement = {
  variable: 'DATABASE_URL' | 'REDIS_URL' | 'KAFKA_BROKERS';
  what: string;
  check: (value: string) => Promise<unknown>;
};

const REQUIREMENTS: Requirement[] = [
  { variable: 'DATABASE_URL', what: 'a real Postgres server', check: (v) => pingPostgres(v, 5000) },
  { variable: 'REDIS_URL', what: 'a real Redis server', check: (v) => pingRedis(v, 5000) },
  { variable: 'KAFKA_BROKERS', what: 'a real Kafka broker', check: (v) => pingKafka(v, 8000) },
];

export async function checkIntegrationEnv(env: NodeJS.ProcessEnv = process.env): Promise<string[]> {
  const problems = await Promise.all(
    REQUIREMENTS.map(async ({ variable, what, check }): Promise<string | undefined> => {
      const value = env[variable]?.trim();
      const advice = `integration tests need ${what}: run \`make test\` or set ${variable}`;
      if (!value) return `${advice} (${variable} is not set)`;
      try {
        await check(value);
        return undefined;
      } catch (err) {
        return `${advice} (${variable}=${redactUrl(value)} did not answer: ${errorText(err)})`;
      }
    }),
  );
  return problems.filter((p): p is string => p !== undefined);
}

export default async function globalSetup(): Promise<void> {
  const problems = await checkIntegrationEnv();
  if (problems.length > 0) {
    throw new Error(`Integration test servers are missing or unreachable:\n- ${problems.join('\n- ')}`);
  }
}
