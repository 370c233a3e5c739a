// The trace inside the event envelope: `enqueue` stamps the producer's context (the request or the
// event being handled) on each envelope, so it is stored with the outbox row; the relay publishes
// each event under a producer span and sends that span's context on in the envelope; a consumer
// handles it under a consumer span continuing that context. One trace thus follows a final score
// from odds-ingest through grading, settlement and the stats push, across the outbox and Kafka.
import type { EventEnvelope } from '@gary/contracts';
import { consumeObserved, consumerName } from './platform-metrics';
import { contextFromTraceparent, currentTraceparent, failSpan, inSpan, SpanKind, startSpan, tracingEnabled } from './tracing';

/** The envelopes with the active trace context, where they carry none yet. */
export function withTraceparent(events: EventEnvelope[]): EventEnvelope[] {
  if (!tracingEnabled()) return events;
  const tp = currentTraceparent();
  if (!tp) return events;
  return events.map((e) => (e.traceparent ? e : { ...e, traceparent: tp }));
}

/**
 * Publishes under one producer span per event (child of the context stored with it); what goes on
 * the bus carries the producer span's context. Events stored outside a trace stay as they are.
 */
export async function publishTraced(service: string, events: EventEnvelope[], publish: (events: EventEnvelope[]) => Promise<void>): Promise<void> {
  if (!tracingEnabled() || !events.some((e) => e.traceparent)) return publish(events);
  const spans = events.map((e) =>
    e.traceparent
      ? startSpan(`${e.type} publish`, {
          kind: SpanKind.PRODUCER,
          parent: contextFromTraceparent(e.traceparent),
          attributes: { 'messaging.operation.type': 'send', 'messaging.destination.name': e.type, 'messaging.message.id': e.id, 'gary.service': service },
        })
      : null,
  );
  const sent = events.map((e, i) => {
    const s = spans[i];
    return s ? { ...e, traceparent: currentTraceparent(s.ctx) ?? e.traceparent } : e;
  });
  try {
    await publish(sent);
  } catch (err) {
    for (const s of spans) if (s) failSpan(s.span, err);
    throw err;
  } finally {
    for (const s of spans) s?.span.end();
  }
}

/**
 * Runs one delivery of an event to a consumer group: under a consumer span continuing the
 * envelope's trace (when tracing is on), and counted in the consumer metrics (always).
 */
export async function consumeTraced(system: 'kafka' | 'in-process', groupId: string, event: EventEnvelope, handle: () => Promise<void>): Promise<void> {
  const t0 = process.hrtime.bigint();
  let failed = false;
  try {
    if (!tracingEnabled()) return await handle();
    const parent = contextFromTraceparent(event.traceparent);
    await inSpan(
      `${event.type} process`,
      {
        kind: SpanKind.CONSUMER,
        parent,
        root: !event.traceparent,
        attributes: {
          'messaging.system': system,
          'messaging.operation.type': 'process',
          'messaging.destination.name': event.type,
          'messaging.consumer.group.name': groupId,
          'messaging.message.id': event.id,
          'gary.service': consumerName(groupId),
        },
      },
      () => handle(),
    );
  } catch (err) {
    failed = true;
    throw err;
  } finally {
    consumeObserved(groupId, event, failed, Number(process.hrtime.bigint() - t0) / 1e9);
  }
}
