// start(config, adapters): what the embedded runner and src/main.ts both call.
import path from 'node:path';
import { bootService, type ServiceAdapters, type ServiceHandle } from '@gary/platform';
import type { Config } from './config';

export async function start(config: Config, adapters: ServiceAdapters): Promise<ServiceHandle> {
  return bootService({
    name: 'auth',
    adapters,
    grpcHost: config.GRPC_HOST,
    grpcPort: config.GRPC_PORT,
    migrationsDir: path.resolve(__dirname, '../migrations'),
    impl: {},
  });
}
