// With tracing on, each job occurrence a replica runs is a trace of its own, and the work inside it
// (the score poller's SQL, the events it stores) hangs under the job's span.
import { createLogger, createMemoryLock, currentTraceparent, inSpan, InMemorySpanExporter, SimpleSpanProcessor, startJobs, startTracing } from '../src';

const exporter = new InMemorySpanExporter();
const tracing = startTracing({ service: 'odds-ingest', spanProcessors: [new SimpleSpanProcessor(exporter)] });
afterAll(() => tracing.shutdown());

test('"each job occurrence is a trace": a root span per run, the job\'s work under it, the trace context it stores is the job\'s', async () => {
  let stored: string | undefined;
  const jobs = startJobs({
    jobs: [
      {
        name: 'scores',
        scope: 'cluster',
        schedule: { every: 3_600_000 },
        run: () => inSpan('work', {}, async () => void (stored = currentTraceparent())),
      },
    ],
    lock: createMemoryLock(),
    logger: createLogger({ name: 'test', level: 'silent' }),
    now: () => new Date('2026-11-18T15:00:00Z'),
    prefix: 'odds-ingest',
  });
  try {
    expect(await jobs.run('scores')).toBe('ran');
    expect(await jobs.run('scores', new Date('2026-11-18T16:00:00Z'))).toBe('ran');
  } finally {
    await jobs.stop();
  }
  const spans = exporter.getFinishedSpans();
  const runs = spans.filter((s) => s.name === 'job scores');
  expect(runs).toHaveLength(2);
  expect(runs.every((s) => s.parentSpanContext === undefined && s.attributes['gary.service'] === 'odds-ingest')).toBe(true);
  expect(new Set(runs.map((s) => s.spanContext().traceId)).size).toBe(2);
  const work = spans.filter((s) => s.name === 'work');
  expect(work.map((w) => w.parentSpanContext?.spanId)).toEqual(runs.map((r) => r.spanContext().spanId));
  expect(stored).toBe(`00-${work[1]!.spanContext().traceId}-${work[1]!.spanContext().spanId}-01`);
});
