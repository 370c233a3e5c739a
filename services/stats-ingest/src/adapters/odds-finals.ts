// The simulator's finals as odds-ingest recorded them. Both services derive the same games and
// final scores from the date and the clock, but an admin can finish a game early in odds-ingest
// (a durable forced final there); stats-ingest asks odds-ingest's GetScores before building a
// simulated box score, so the embedded and the distributed modes agree on which games are over.
import { peerClients, type Logger, type PeerAddresses } from '@gary/platform';
import type { SimulationState } from '@gary/sports-world';
import type { StatsLeague } from '../domain/stats-types';

export type SyncFinals = (league: StatsLeague, date: string) => Promise<void>;

export function createOddsFinals(deps: { peers: PeerAddresses; logger: Logger; state: SimulationState; deadlineMs?: number }): SyncFinals {
  const peer = peerClients(deps.peers);
  let warned = false;
  return async (league, date) => {
    if (!deps.peers['odds-ingest']) {
      if (!warned) deps.logger.warn('no odds-ingest address: simulated games are final by the clock only (finals forced by an admin are not seen)');
      warned = true;
      return;
    }
    try {
      const scores = await peer('odds-ingest', deps.deadlineMs ?? 3_000).GetScores({ sport: league, date });
      for (const g of scores.games) {
        if (g.completed && g.completedAt && !deps.state.forcedFinals.has(g.eventId)) deps.state.forcedFinals.set(g.eventId, new Date(g.completedAt));
      }
    } catch (err) {
      deps.logger.warn({ league, date, err: err instanceof Error ? err.message : String(err) }, 'could not ask odds-ingest which games are final; using the clock');
    }
  };
}
