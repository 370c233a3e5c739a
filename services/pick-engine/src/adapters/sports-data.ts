// The pick engine's view of its peers: odds-ingest (slate, line movement, latest event odds) and
// stats-ingest (matchup context), called over gRPC exactly as their protos define.
import type { peerClients } from '@gary/platform';
import type { oddsV1, statsV1 } from '@gary/protos';

export interface SportsData {
  slate(sport: string, date: string): Promise<oddsV1.Slate__Output>;
  lineMovement(eventId: string): Promise<oddsV1.LineMovement__Output | null>;
  matchup(req: { sport: string; homeTeam: string; awayTeam: string; date: string; eventId: string }): Promise<statsV1.MatchupContext__Output | null>;
  eventOdds(eventId: string): Promise<oddsV1.EventOdds__Output>;
}

export function createSportsData(peer: ReturnType<typeof peerClients>, opts: { deadlineMs?: number } = {}): SportsData {
  const deadlineMs = opts.deadlineMs ?? 10_000;
  const odds = () => peer('odds-ingest', deadlineMs);
  const stats = () => peer('stats-ingest', deadlineMs);
  return {
    slate: (sport, date) => odds().GetSlate({ sport, date }),
    // Movement and context enrich a pick; without them the market alone still decides.
    lineMovement: (eventId) => odds().GetLineMovement({ eventId }).catch(() => null),
    matchup: (r) => stats().GetMatchupContext({ sport: r.sport, homeTeam: r.homeTeam, awayTeam: r.awayTeam, date: r.date, eventId: r.eventId }).catch(() => null),
    eventOdds: (eventId) => odds().GetEventOdds({ eventId }),
  };
}
