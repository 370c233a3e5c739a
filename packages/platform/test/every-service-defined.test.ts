// "Every service and the gateway start through defineService": each service's service.ts declares
// it with defineService, and its start() (what main.ts and the embedded runner call) goes through
// the declaration; no main.ts starts a server of its own.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';

const SERVICES = resolve(__dirname, '../../../services');
const services = readdirSync(SERVICES).filter((s) => statSync(join(SERVICES, s)).isDirectory());
const read = (service: string, file: string) => readFileSync(join(SERVICES, service, 'src', file), 'utf8');

it('the services are the eight gRPC services and the gateway', () => {
  expect(services.sort()).toEqual(['auth', 'billing', 'decisions', 'gateway', 'odds-ingest', 'pick-engine', 'props-engine', 'stats-ingest', 'thoughts']);
});

it.each(services)('%s is declared with defineService and started through it', (service) => {
  const text = read(service, 'service.ts');
  expect(text).toMatch(/\bdefineService\(\{/);
  // start() is the declaration's own start.
  expect(text).toMatch(/\.start\(config, \w+\)|= \w+Service\.start;/);
  // main.ts composes adapters and calls start; the order of starting belongs to the platform.
  expect(read(service, 'main.ts')).not.toMatch(/\b(startGrpcServer|startOutboxRelay|startJobs|runMigrations)\(|\.listen\(/);
});
