// game.final through the outbox onto real Kafka: a simulated game finished through FinishGame and
// then seen again by the score poller arrives on the topic exactly once.
import { randomUUID } from 'node:crypto';
import type { EventEnvelope } from '@gary/contracts';
import { createKafkaBus, createMemoryCache } from '@gary/platform';
import { startServiceForTest, type ServiceUnderTest } from '@gary/testinfra';
import { readConfig, start } from '../src';

const clock = Date.parse('2026-01-17T11:00:00Z'); // 6am EST on a Saturday in the EPL season, before kick-off
const now = () => new Date(clock);
let svc: ServiceUnderTest<'odds-ingest'>;
let bus: ReturnType<typeof createKafkaBus>;
let observer: ReturnType<typeof createKafkaBus>;
const seen: EventEnvelope[] = [];

beforeAll(async () => {
  const brokers = process.env.KAFKA_BROKERS!.split(',');
  bus = createKafkaBus({ brokers, clientId: 'odds-ingest-test' });
  await bus.ensureTopics();
  observer = createKafkaBus({ brokers, clientId: 'odds-ingest-observer' });
  await observer.subscribe({ groupId: `observer-${randomUUID().slice(0, 8)}`, topics: ['game.final'], handler: async (e) => { seen.push(e); } });
  svc = await startServiceForTest({
    name: 'odds-ingest', readConfig, start, bus,
    env: { ODDS_API_KEY: '', ODDS_POLLER_ENABLED: 'false' },
    adapters: { now, cache: createMemoryCache() },
  });
}, 90_000);

afterAll(async () => {
  await svc?.stop();
  await bus?.close();
  await observer?.close();
});

async function waitFor(check: () => boolean, ms: number): Promise<void> {
  const until = Date.now() + ms;
  while (!check() && Date.now() < until) await new Promise((r) => setTimeout(r, 100));
}

it("'on a final score it publishes game.final (once per game, idempotent)' on Kafka", async () => {
  await svc.client.RefreshOdds({ sport: 'EPL' });
  const slate = await svc.client.GetSlate({ sport: 'EPL', date: '2026-01-17' });
  const game = slate.games.find((g) => g.status === 'scheduled')!;
  expect(game).toBeDefined();
  const final = await svc.client.FinishGame({ eventId: game.eventId }, { role: 'admin' });
  await svc.client.FinishGame({ eventId: game.eventId }, { role: 'admin' });
  await svc.handle.relay.flush();
  await waitFor(() => seen.some((e) => e.key === game.eventId), 30_000);
  // Give a duplicate, if there were one, time to arrive.
  await new Promise((r) => setTimeout(r, 1_500));
  const mine = seen.filter((e) => e.type === 'game.final' && e.key === game.eventId);
  expect(mine).toHaveLength(1);
  expect(mine[0]!.data).toMatchObject({
    eventId: game.eventId, sport: 'EPL', homeTeam: game.homeTeam, awayTeam: game.awayTeam,
    homeScore: final.homeScore, awayScore: final.awayScore, simulated: true,
  });
}, 60_000);
