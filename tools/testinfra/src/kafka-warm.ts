// Fills the Kafka jar cache ahead of the tests (.ci/run calls this), so a slow first
// download is timed as its own step and never eats into a test's start timeout.
import { KAFKA_VERSION, defaultKafkaCacheDir, ensureKafkaJars } from './kafka-jars';
import { errorText } from './util';

async function main(): Promise<void> {
  const started = Date.now();
  const cacheDir = defaultKafkaCacheDir();
  const { libsDir, downloaded } = await ensureKafkaJars(cacheDir);
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  console.log(`kafka ${KAFKA_VERSION} jars ${downloaded ? 'downloaded' : 'already cached'} in ${libsDir} (${seconds}s)`);
}

main().catch((err: unknown) => {
  console.error(`kafka-warm: ${errorText(err)}`);
  process.exit(1);
});
