// odds-ingest (the slate with its market summaries) and stats-ingest (facts for the model) as the
// thoughts run sees them.
import type { peerClients } from '@gary/platform';
import type { ThoughtsData } from '../app/thoughts-runner';
import { scoringFrom } from '../domain/total-call';

type Peer = ReturnType<typeof peerClients>;

export function createThoughtsData(peer: Peer, deadlineMs = 15_000): ThoughtsData {
  return {
    async slate(sport, date) {
      const s = await peer('odds-ingest', deadlineMs).GetSlate({ sport, date });
      return {
        simulated: s.simulated,
        games: s.games.map((g) => ({
          eventId: g.eventId,
          sport,
          homeTeam: g.homeTeam,
          awayTeam: g.awayTeam,
          commenceTime: g.commenceTime,
          markets: g.markets.map((m) => ({
            market: m.market,
            sides: m.sides.map((x) => ({ side: x.side, point: x.point, price: x.price, noVigProbability: x.noVigProbability, ev: x.ev })),
          })),
        })),
      };
    },

    async context(game, date) {
      const ctx = await peer('stats-ingest', deadlineMs).GetMatchupContext({ sport: game.sport, homeTeam: game.homeTeam, awayTeam: game.awayTeam, date, eventId: game.eventId });
      return ctx.summary;
    },

    async scoring(game, date) {
      const ctx = await peer('stats-ingest', deadlineMs).GetMatchupContext({ sport: game.sport, homeTeam: game.homeTeam, awayTeam: game.awayTeam, date, eventId: game.eventId });
      return scoringFrom(ctx.home?.keyStats ?? [], ctx.away?.keyStats ?? []);
    },
  };
}
