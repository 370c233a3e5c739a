// `make up-distributed`: every service as its own process against real Postgres, Redis and Kafka,
// the gateway as three replicas behind a proxy on :8080 (PORT to change the port, GATEWAY_REPLICAS
// the count; 1 runs the gateway itself on the port). Ctrl-C stops every process and every server started.
import { startDistributed } from './supervisor';

let stopAll: (() => Promise<void>) | null = null;
let once = false;
function shutdown(signal: string): void {
  if (once) return;
  once = true;
  console.log(`[supervisor] ${signal}: stopping every process`);
  (stopAll ? stopAll() : Promise.resolve()).then(
    () => process.exit(0),
    () => process.exit(1),
  );
}
// First in line, before the handlers the embedded Postgres registers, so the services are told
// to stop before their database goes away.
process.prependListener('SIGINT', () => shutdown('SIGINT'));
process.prependListener('SIGTERM', () => shutdown('SIGTERM'));

async function main(): Promise<void> {
  const port = Number(process.env.PORT ?? 8080);
  if (!Number.isInteger(port) || port <= 0 || port > 65535) throw new Error(`PORT must be a port number, got ${process.env.PORT}`);
  const basePort = process.env.GRPC_BASE_PORT ? Number(process.env.GRPC_BASE_PORT) : 50051;
  const replicas = Number(process.env.GATEWAY_REPLICAS ?? 3);
  if (!Number.isInteger(replicas) || replicas < 1 || replicas > 16) throw new Error(`GATEWAY_REPLICAS must be 1 to 16, got ${process.env.GATEWAY_REPLICAS}`);
  const d = await startDistributed({ gatewayPort: port, basePort, gatewayReplicas: replicas });
  for (const p of d.processes()) console.log(`[supervisor]   ${p.name.padEnd(13)} pid ${p.pid}  ${p.ports.grpc ? `grpc :${p.ports.grpc}  http :${p.ports.http}` : `http :${p.ports.http}`}`);
  stopAll = d.stop;
  if (once) await d.stop();
}

main().catch((err: unknown) => {
  console.error(`[supervisor] ${err instanceof Error ? err.message : String(err)}`);
  process.exit(1);
});
