// The Prometheus figures the chart's dashboard and alerts read, kept by the platform for every
// service in this process (each labelled with its service): gRPC calls served and their latency
// (Decide's errors and latency among them), the outbox's backlog and its oldest unpublished event,
// events consumed and how long after they happened, and generation runs. Served on /metrics beside
// each HTTP surface's own registry (see http.ts).
import { Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { EventEnvelope } from '@gary/contracts';
import type { Pool } from 'pg';

export const platformRegistry = new Registry();

// Every figure here is kept in the platform's registry, named, explained and labelled the same way.
const counter = <L extends string>(name: string, help: string, labelNames: readonly L[]) =>
  new Counter<L>({ name, help, labelNames, registers: [platformRegistry] });
const histogram = <L extends string>(name: string, help: string, labelNames: readonly L[], buckets: number[]) =>
  new Histogram<L>({ name, help, labelNames, buckets, registers: [platformRegistry] });
const gauge = (name: string, help: string, value: (r: { pending: number; age: number }) => number) =>
  new Gauge({
    name,
    help,
    labelNames: ['service'],
    registers: [platformRegistry],
    async collect() {
      this.reset();
      for (const r of await outboxRead()) this.set({ service: r.service }, value(r));
    },
  });

const grpcHandled = counter('gary_grpc_server_handled_total', 'gRPC calls a service answered, by method and status code name', ['service', 'method', 'code']);

const grpcSeconds = histogram(
  'gary_grpc_server_handling_seconds',
  'Time a service took to answer a gRPC call',
  ['service', 'method'],
  [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
);

/** One answered gRPC call (code is the status name: OK, NOT_FOUND, INTERNAL, ...). */
export function grpcObserved(service: string, method: string, code: string, seconds: number): void {
  grpcHandled.inc({ service, method, code });
  grpcSeconds.observe({ service, method }, seconds);
}

const consumed = counter('gary_events_consumed_total', 'Event deliveries a consumer handled, by result (ok, or error: the bus retries it)', ['consumer', 'topic', 'result']);

const consumeLag = histogram(
  'gary_event_consume_lag_seconds',
  "Seconds from an event's occurrence to the end of its handling by a consumer (outbox, broker and queue delay included)",
  ['consumer', 'topic'],
  [0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60, 300, 900],
);

const handleSeconds = histogram(
  'gary_event_handle_seconds',
  'Time a consumer spent handling one event delivery',
  ['consumer', 'topic'],
  [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
);

/** A gateway replica's consumer group is made per process (gateway-<uuid>); its metrics say gateway. */
export const consumerName = (groupId: string) => (/^gateway-[0-9a-f-]{36}$/.test(groupId) ? 'gateway' : groupId);

export function consumeObserved(groupId: string, event: EventEnvelope, failed: boolean, seconds: number): void {
  const consumer = consumerName(groupId);
  consumed.inc({ consumer, topic: event.type, result: failed ? 'error' : 'ok' });
  handleSeconds.observe({ consumer, topic: event.type }, seconds);
  const at = Date.parse(event.occurredAt);
  if (!failed && Number.isFinite(at)) consumeLag.observe({ consumer, topic: event.type }, Math.max(0, (Date.now() - at) / 1000));
}

// The outbox figures are read from each relay's schema when Prometheus scrapes.
const relays = new Map<string, { service: string; pool: Pool }>();

/** Registers a running relay's schema for the outbox gauges; the returned function removes it. */
export function watchOutbox(schema: string, service: string, pool: Pool): () => void {
  const entry = { service, pool };
  relays.set(schema, entry);
  return () => {
    if (relays.get(schema) === entry) relays.delete(schema);
  };
}

async function readOutboxes(): Promise<{ service: string; pending: number; age: number }[]> {
  const out = await Promise.all(
    [...relays].map(async ([schema, { service, pool }]) => {
      try {
        const { rows } = await pool.query<{ n: number; age: number }>(
          `SELECT count(*)::int AS n, COALESCE(EXTRACT(EPOCH FROM now() - min(created_at)), 0)::float8 AS age FROM ${schema}.outbox WHERE published_at IS NULL`,
        );
        return { service, pending: rows[0]?.n ?? 0, age: rows[0]?.age ?? 0 };
      } catch {
        return null;
      }
    }),
  );
  return out.filter((x): x is { service: string; pending: number; age: number } => x !== null);
}

let reading: Promise<{ service: string; pending: number; age: number }[]> | null = null;
// Both gauges are collected in one scrape: they share one read.
const outboxRead = () => (reading ??= readOutboxes().finally(() => setTimeout(() => (reading = null), 0)));

gauge('gary_outbox_pending_events', 'Events in the outbox not yet published to the bus', (r) => r.pending);

gauge('gary_outbox_oldest_pending_seconds', 'Age of the oldest event in the outbox not yet published (0 when none waits): the outbox lag', (r) => r.age);

const generationRuns = counter('gary_generation_runs_total', 'Generation runs (picks, props, thoughts), by result: finished or failed', ['service', 'result']);

const generationSports = counter('gary_generation_sports_total', "Each sport's part of a generation run, by state: done, skipped or failed", ['service', 'sport', 'state']);

export function generationObserved(service: string, result: 'finished' | 'failed'): void {
  generationRuns.inc({ service, result });
}

export function generationSportObserved(service: string, sport: string, state: string): void {
  generationSports.inc({ service, sport, state });
}

/** The platform's figures after a surface's own registry, as one Prometheus text. */
export async function metricsText(own: Registry): Promise<string> {
  const [a, b] = await Promise.all([own.metrics(), platformRegistry.metrics()]);
  return `${a.trimEnd()}\n${b.trimEnd()}\n`;
}
