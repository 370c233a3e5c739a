// The preload's choices that need no process of their own (the instrumentations themselves are held
// by otel-preload.int.test.ts, outside jest's module loader).
import { preloadServiceName } from '../src/otel-preload';
import { instrumented, preloadedTracing, tracingEnabled } from '../src';

describe('the tracing preload', () => {
  test('"off by default": with no OTLP endpoint it starts no SDK and no seam steps aside', () => {
    expect(preloadedTracing()).toBeUndefined();
    expect(tracingEnabled()).toBe(false);
    expect(instrumented('pg')).toBe(false);
  });

  test('a process is named by OTEL_SERVICE_NAME, else the image\'s GARY_SERVICE, else its entry\'s service folder', () => {
    expect(preloadServiceName({ OTEL_SERVICE_NAME: 'x', GARY_SERVICE: 'decisions' }, '/app/service/dist/main.js')).toBe('x');
    expect(preloadServiceName({ GARY_SERVICE: 'decisions' }, '/app/service/dist/main.js')).toBe('decisions');
    expect(preloadServiceName({}, '/repo/services/odds-ingest/src/main.ts')).toBe('odds-ingest');
    expect(preloadServiceName({}, '/repo/tools/dev/src/main.ts')).toBe('gary');
  });
});
