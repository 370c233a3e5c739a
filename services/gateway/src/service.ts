// The gateway, declared with defineService like every other service: it prepares its metrics
// registry and its live stats hub, serves HTTP (the Fastify app and, when configured, /metrics on
// its own port), then starts its consumer (the stats hub's per-replica subscription to
// user-stats.updated) and its jobs (none today); the platform stops them in reverse (the hub ends
// open streams before the server closes). main.ts and the embedded runner both call start().
import { createMetricsRegistry, defineService } from '@gary/platform';
import type { FastifyInstance } from 'fastify';
import { buildGateway, type GatewayDeps } from './app';
import type { Config } from './config';
import { startMetricsServer } from './plugins/metrics.plugin';
import { createStatsHub } from './sse/stats-hub';
import { forBrowser } from './sse/stats-view';

export interface GatewayHandle {
  app: FastifyInstance;
  port: number;
  /** Where /metrics answers (METRICS_PORT), when served. */
  metricsPort?: number;
  stop(): Promise<void>;
}

type GatewayAdapters = Omit<GatewayDeps, 'config' | 'hub'>;

export const gatewayService = defineService({
  name: 'gateway',
  prepare: async (config: Config, deps: GatewayAdapters) => {
    const registry = deps.registry ?? createMetricsRegistry('gateway');
    const hub = createStatsHub({ bus: deps.bus, logger: deps.logger, view: forBrowser });
    return { deps: { ...deps, config, registry, hub } satisfies GatewayDeps };
  },
  http: async ({ deps }) => {
    const app = await buildGateway(deps);
    await app.listen({ host: deps.config.HOST, port: deps.config.PORT });
    const addr = app.server.address();
    const port = typeof addr === 'object' && addr ? addr.port : deps.config.PORT;
    const metrics = deps.config.METRICS_PORT > 0 ? await startMetricsServer(deps.registry, deps.config.METRICS_HOST, deps.config.METRICS_PORT) : null;
    return {
      port,
      app,
      metricsPort: metrics?.port,
      async close() {
        await app.close();
        await metrics?.close();
      },
    };
  },
  listeners: ({ deps }) => [{ name: 'stats hub', start: () => deps.hub.start(), close: () => deps.hub.close() }],
  jobs: () => [],
  expose: (_prepared, serving) => ({ app: serving.app, metricsPort: serving.metricsPort }),
});

export async function start(deps: Omit<GatewayDeps, 'hub'>): Promise<GatewayHandle> {
  const { config, ...adapters } = deps;
  const h = await gatewayService.start(config, adapters);
  return { app: h.app, port: h.port, metricsPort: h.metricsPort, stop: h.stop };
}
