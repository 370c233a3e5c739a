// Run by tracing-export.test.ts in a Node process of its own (jest's module loader cannot run the
// exporter's dynamic imports): starts tracing from the environment as a service does, makes one
// span and flushes it.
import { inSpan, startTracing } from '../src';

async function main(): Promise<void> {
  const t = startTracing({ service: 'odds-ingest' });
  if (!t.enabled) throw new Error('tracing did not start from the environment');
  await inSpan('probe span', {}, async () => undefined);
  await t.shutdown();
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
