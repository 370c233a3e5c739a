// The container entrypoint: config -> adapters from the environment -> start().
import { runServiceMain } from '@gary/platform';
import { readConfig } from './config';
import { start } from './service';

runServiceMain({ name: 'props-engine', config: readConfig(), start }).catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
