// Tracing is off by default and then costs nothing: no provider, no trace context on gRPC calls
// or event envelopes, the seams call straight through.
import { makeEvent } from '@gary/contracts';
import * as grpc from '@grpc/grpc-js';
import { createGrpcClient, startGrpcServer, startTracing, tracingConfigured, tracingEnabled, withTraceparent, type GrpcServer } from '../src';

describe('tracing is "OFF by default; no cost when off"', () => {
  test('on only with an OTLP endpoint, and never when the SDK is disabled or the exporter is none', () => {
    expect(tracingConfigured({})).toBe(false);
    expect(tracingConfigured({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318' })).toBe(true);
    expect(tracingConfigured({ OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: 'http://collector:4318/v1/traces' })).toBe(true);
    expect(tracingConfigured({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318', OTEL_SDK_DISABLED: 'true' })).toBe(false);
    expect(tracingConfigured({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318', OTEL_TRACES_EXPORTER: 'none' })).toBe(false);
  });

  test('with no endpoint, startTracing starts nothing', () => {
    const t = startTracing({ service: 'test', env: {} });
    expect(t.enabled).toBe(false);
    expect(tracingEnabled()).toBe(false);
  });

  test('events keep their envelope as it is: no traceparent, the same objects', () => {
    const events = [makeEvent('game.final', { source: 'test', key: 'g1', data: { eventId: 'g1', sport: 'NBA', homeTeam: 'A', awayTeam: 'B', commenceTime: '2026-11-18T00:00:00Z', homeScore: 1, awayScore: 2, completedAt: '2026-11-18T03:00:00Z', simulated: true } })];
    expect(withTraceparent(events)).toBe(events);
    expect(events[0]).not.toHaveProperty('traceparent');
  });

  test('a gRPC call carries no trace context in its metadata', async () => {
    let seen: grpc.Metadata | undefined;
    const server: GrpcServer = await startGrpcServer({
      service: 'decisions',
      host: '127.0.0.1',
      port: 0,
      impl: {
        async GetStats(_req, ctx) {
          seen = ctx.metadata;
          throw new Error('no stats here');
        },
      },
    });
    const client = createGrpcClient('decisions', `127.0.0.1:${server.port}`);
    try {
      await expect(client.GetStats({ userId: '6b0a3a57-5d59-4a39-9a7a-3f64f4b0c6a1' }, { userId: 'u' })).rejects.toBeDefined();
      expect(seen?.get('x-user-id')).toEqual(['u']);
      expect(seen?.get('traceparent')).toEqual([]);
    } finally {
      client.close();
      await server.stop();
    }
  });
});
