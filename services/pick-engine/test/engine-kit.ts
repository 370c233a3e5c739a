// The set-up the engine's end-to-end tests share: the engine's real gRPC server and Postgres schema
// started against fixture peers and a bus, today's Eastern date, a poll for what comes later, and
// the store's dependencies and a candidate pick for the tests that store picks directly.
import { addDays, easternDate } from '@gary/betting';
import type { picksV1 } from '@gary/protos';
import { createLogger, createMemoryLock, type EventBus, type Lock } from '@gary/platform';
import { startServiceForTest, type ServiceUnderTest } from '@gary/testinfra';
import { readConfig, start } from '../src';
import type { PickCandidate } from '../src/generation/store-picks';
import type { FixturePeers } from './fixture-peers';

export const today = (easternDate(new Date()) as { value: string }).value;

/** The engine without its schedulers, an offline writer unless env says otherwise. */
export const QUIET_ENGINE = {
  OPENAI_API_KEY: '',
  PICKS_SPORT_PAUSE_MS: '20',
  PICKS_COOLDOWN_MS: '1500',
  PICKS_SCHEDULER: 'false',
  PICKS_GENERATE_ON_START: 'false',
  PICKS_CLOSING_POLL_MS: '200',
};

export function startEngine(bus: EventBus, peers: FixturePeers, env: Record<string, string> = QUIET_ENGINE): Promise<ServiceUnderTest<'pick-engine'>> {
  return startServiceForTest({ name: 'pick-engine', readConfig, start, bus, peers: peers.peers, env });
}

/** Polls fn every 100 ms until it answers something, or fails naming what it waited for. */
export async function until<T>(fn: () => Promise<T | null | undefined | false> | T | null | undefined | false, what: string, ms = 20_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const v = await fn();
    if (v) return v;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** What storePicks is given around the engine's pool: an in-memory lock, a silent logger, the clock. */
export const storeDeps = (svc: () => ServiceUnderTest<'pick-engine'>, lock: Lock = createMemoryLock()) => () => ({
  pool: svc().pool,
  lock,
  logger: createLogger({ name: 't', level: 'silent' }),
  now: () => new Date(),
});

/** A pick as the writer hands it to the store: Celtics ML -150 over the Knicks, three hours from the test's start. */
const later = new Date(Date.now() + 3 * 3_600_000).toISOString();
export const candidate = (o: Partial<PickCandidate> = {}): PickCandidate => ({
  league: 'NBA', eventId: 'e1', homeTeam: 'Boston Celtics', awayTeam: 'New York Knicks', game: 'Knicks @ Celtics', time: '7:30 PM ET', gameTime: later,
  pickText: 'Boston Celtics ML -150', odds: -150, type: 'moneyline', side: 'home', line: 0, confidence: 0.6, rationale: 'Ride it. Bear says so.',
  trapAlert: false, revenge: false, superstition: false, momentum: 0.6, noVigProbability: 0.59, modelProbability: 0.61, modelVersion: 'nba-elo-test', label: 'lean', ev: 0.01, bookmaker: 'DraftKings', simulated: true, writer: 'offline',
  audit: { writer: 'offline', extractionMethod: null, warnings: [], rawOutput: null, promptTokens: 0, completionTokens: 0, llmCalls: 0 },
  ...o,
});

/**
 * The picks one run published (its date), whichever cards they stand on: a run's games after
 * midnight Eastern (a night-time start, NBA's tomorrow) are on the next day's card.
 */
export async function runPicks(client: ServiceUnderTest<'pick-engine'>['client'], runDate: string): Promise<picksV1.Pick__Output[]> {
  const next = (addDays(runDate, 1) as { value: string }).value;
  const cards = await Promise.all([runDate, next].map((date) => client.GetDailyPicks({ date })));
  return cards.flatMap((c) => c.picks).filter((p) => p.date === runDate);
}
