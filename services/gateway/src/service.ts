// start(config, deps): builds the gateway and listens; what the embedded runner and main.ts call.
import type { FastifyInstance } from 'fastify';
import { buildGateway, type GatewayDeps } from './app';

export interface GatewayHandle {
  app: FastifyInstance;
  port: number;
  stop(): Promise<void>;
}

export async function start(deps: GatewayDeps): Promise<GatewayHandle> {
  const app = await buildGateway(deps);
  await app.listen({ host: deps.config.HOST, port: deps.config.PORT });
  const addr = app.server.address();
  const port = typeof addr === 'object' && addr ? addr.port : deps.config.PORT;
  return { app, port, stop: () => app.close() };
}
