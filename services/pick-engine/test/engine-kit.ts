// The set-up the engine's end-to-end tests share: the engine's real gRPC server and Postgres schema
// started against fixture peers and a bus, today's Eastern date, and a poll for what comes later.
import { easternDate } from '@gary/betting';
import type { EventBus } from '@gary/platform';
import { startServiceForTest, type ServiceUnderTest } from '@gary/testinfra';
import { readConfig, start } from '../src';
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
export async function until<T>(fn: () => Promise<T | null | undefined | false>, what: string, ms = 20_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const v = await fn();
    if (v) return v;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}
