// Replaced by the test infrastructure package: checks the real servers are reachable.
export default async function globalSetup(): Promise<void> {
  for (const v of ['DATABASE_URL', 'REDIS_URL', 'KAFKA_BROKERS']) {
    if (!process.env[v]) throw new Error(`integration tests need ${v}: run \`make test\``);
  }
}
