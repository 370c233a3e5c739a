// start(config, deps): builds the gateway and listens; what the embedded runner and main.ts call.
import { createMetricsRegistry } from '@gary/platform';
import type { FastifyInstance } from 'fastify';
import { buildGateway, type GatewayDeps } from './app';
import { startMetricsServer } from './plugins/metrics.plugin';

export interface GatewayHandle {
  app: FastifyInstance;
  port: number;
  /** Where /metrics answers (METRICS_PORT), when served. */
  metricsPort?: number;
  stop(): Promise<void>;
}

export async function start(deps: GatewayDeps): Promise<GatewayHandle> {
  const registry = deps.registry ?? createMetricsRegistry('gateway');
  const app = await buildGateway({ ...deps, registry });
  await app.listen({ host: deps.config.HOST, port: deps.config.PORT });
  const addr = app.server.address();
  const port = typeof addr === 'object' && addr ? addr.port : deps.config.PORT;
  const metrics = deps.config.METRICS_PORT > 0 ? await startMetricsServer(registry, deps.config.METRICS_HOST, deps.config.METRICS_PORT) : null;
  return {
    app,
    port,
    metricsPort: metrics?.port,
    async stop() {
      await app.close();
      await metrics?.close();
    },
  };
}
