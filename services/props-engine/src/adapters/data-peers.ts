// The odds-ingest and stats-ingest services as this engine sees them: gRPC calls (with their own
// deadlines) decoded into the domain's shapes. A box score that cannot be had is an answer (the
// game is not found) unless the service is merely unavailable; other failures are thrown so the
// caller decides (retry the event, skip the game).
import type { GrpcCallError, peerClients } from '@gary/platform';
import type { oddsV1, statsV1 } from '@gary/protos';
import type { SlateGame } from '../domain/daily-selection';
import type { PropOptionRow } from '../domain/prop-candidates';
import type { BoxScoreInput } from '../domain/prop-grading';
import type { PropSport } from '../domain/prop-markets';
import type { HitterInput, PitcherInput } from '../domain/rules-props';

type Peer = ReturnType<typeof peerClients>;

export interface SlateAnswer {
  games: SlateGame[];
  simulated: boolean;
  inSeason: boolean;
}

export interface PropBoard {
  rows: PropOptionRow[];
  skipped: string[];
  simulated: boolean;
}

export interface PlayerFacts {
  id: string;
  name: string;
  team: string;
  stats: { name: string; value: string }[];
}

export interface GameContext {
  summary: string;
  homeStarter: PitcherInput | null;
  awayStarter: PitcherInput | null;
  homeHitters: HitterInput[];
  awayHitters: HitterInput[];
  players: PlayerFacts[];
}

export interface DataPeers {
  slate(sport: PropSport, date: string): Promise<SlateAnswer>;
  propBoard(eventId: string, markets: string[]): Promise<PropBoard>;
  context(sport: PropSport, game: { homeTeam: string; awayTeam: string; eventId: string }, date: string): Promise<GameContext>;
  pitchers(date: string): Promise<PitcherInput[]>;
  boxScore(sport: string, game: { eventId: string; homeTeam: string; awayTeam: string }, date: string): Promise<BoxScoreInput>;
}

export function toPitcher(p: statsV1.Pitcher__Output | null | undefined): PitcherInput | null {
  if (!p || !p.fullName) return null;
  return {
    id: p.id,
    name: p.fullName,
    team: p.team,
    confirmed: p.confirmed,
    inningsPitched: p.inningsPitched,
    kPer9: p.kPer_9,
    strikeouts: p.strikeouts,
    era: p.era,
  };
}

const isPitcherPosition = (pos: string) => /^(P|SP|RP)$/i.test(pos.trim());

function hitters(team: statsV1.TeamContext__Output | null): HitterInput[] {
  if (!team) return [];
  return team.topPlayers
    .filter((p) => !isPitcherPosition(p.position))
    .map((p) => ({ id: p.id, name: p.name, team: team.name, stats: p.stats.map((s) => ({ name: s.name, value: s.value })) }));
}

function players(team: statsV1.TeamContext__Output | null): PlayerFacts[] {
  if (!team) return [];
  return team.topPlayers.map((p) => ({ id: p.id, name: p.name, team: team.name, stats: p.stats.map((s) => ({ name: s.name, value: s.value })) }));
}

function contextText(ctx: statsV1.MatchupContext__Output): string {
  const team = (t: statsV1.TeamContext__Output | null, label: string) => {
    if (!t) return '';
    const lines = [`${label}: ${t.name}${t.record ? ` (${t.record}${t.lastTen ? `, last ten ${t.lastTen}` : ''})` : ''}`];
    if (t.starter?.fullName) lines.push(`  Starter: ${t.starter.confirmed ? t.starter.fullName : 'TBD'}${t.starter.confirmed ? `, ERA ${t.starter.era}, ${t.starter.inningsPitched} IP, K/9 ${t.starter.kPer_9}` : ''}`);
    for (const p of t.topPlayers) lines.push(`  ${p.name} (${p.position}): ${p.stats.map((s) => `${s.name} ${s.value}`).join(', ')}`);
    if (t.injuries.length) lines.push(`  Injuries: ${t.injuries.map((i) => `${i.player} ${i.status}`).join('; ')}`);
    return lines.join('\n');
  };
  return [ctx.summary, team(ctx.away, 'Away'), team(ctx.home, 'Home')].filter((s) => s).join('\n');
}

export function createDataPeers(peer: Peer, deadlineMs = 10_000): DataPeers {
  return {
    async slate(sport, date) {
      const s = await peer('odds-ingest', deadlineMs).GetSlate({ sport, date });
      return {
        simulated: s.simulated,
        inSeason: s.inSeason,
        games: s.games.map((g) => ({ eventId: g.eventId, sport, homeTeam: g.homeTeam, awayTeam: g.awayTeam, commenceTime: g.commenceTime, status: g.status })),
      };
    },

    async propBoard(eventId, markets) {
      const res = await peer('odds-ingest', deadlineMs).GetPropMarkets({ eventId, markets });
      return {
        simulated: res.simulated,
        skipped: res.skippedMarkets,
        rows: res.props.map((p: oddsV1.PropOption__Output) => ({
          player: p.player,
          team: p.team,
          market: p.market,
          line: Number.isFinite(p.line) ? p.line : null,
          overOdds: p.hasOver ? p.overOdds : null,
          underOdds: p.hasUnder ? p.underOdds : null,
          bookmaker: p.bookmaker,
        })),
      };
    },

    async context(sport, game, date) {
      const ctx = await peer('stats-ingest', deadlineMs).GetMatchupContext({ sport, homeTeam: game.homeTeam, awayTeam: game.awayTeam, date, eventId: game.eventId });
      return {
        summary: contextText(ctx),
        homeStarter: toPitcher(ctx.home?.starter),
        awayStarter: toPitcher(ctx.away?.starter),
        homeHitters: sport === 'MLB' ? hitters(ctx.home) : [],
        awayHitters: sport === 'MLB' ? hitters(ctx.away) : [],
        players: [...players(ctx.home), ...players(ctx.away)],
      };
    },

    async pitchers(date) {
      const res = await peer('stats-ingest', deadlineMs).GetPitchers({ date });
      return res.pitchers.map(toPitcher).filter((p): p is PitcherInput => p !== null);
    },

    async boxScore(sport, game, date) {
      try {
        const b = await peer('stats-ingest', deadlineMs).GetBoxScore({ sport, eventId: game.eventId, homeTeam: game.homeTeam, awayTeam: game.awayTeam, date });
        return {
          found: b.found,
          final: b.final,
          players: b.players.map((p) => ({ playerId: p.playerId, name: p.name, team: p.team, stats: { ...p.stats } })),
        };
      } catch (err) {
        // Unavailable (a restart, a deadline) is worth retrying the event for; anything else means
        // no box score today, and the prop stays pending until the sweep finds one.
        if ((err as GrpcCallError).kind === 'unavailable') throw err;
        return { found: false, final: false, players: [] };
      }
    },
  };
}
