// The stats provider used without real stats sources: the same catalogue and slates as the
// simulated odds provider, so form, starters, injuries and box scores agree with the simulated
// odds and final scores. Every answer says `simulated: true`.
import { CATALOGUE, findTeam, type CatalogueTeam, plusDays, providerError, sportForLeague, type SportKey } from '@gary/sports-world';
import {
  createSimulationState, finalScoreOf, findSimGame, injuryOf, slateFor, statusAt, type SimGame, type SimulationState,
} from '@gary/sports-world';
import { simulatedBoxScore } from '../domain/simulation/sim-box-score';
import { simulatedKeyStats, simulatedPitcherSeason, simulatedPriorStarts, simulatedTopPlayers } from '../domain/simulation/sim-season';
import { seasonOf } from '../domain/season';
import type { GameRef, StatsAnswer, StatsProvider } from '../domain/stats-provider-port';
import type { StatsLeague, TeamResult } from '../domain/stats-types';

export interface SimulatedStatsProviderOptions {
  readonly now?: () => Date;
  /** Share with the simulated odds provider so a forced final is final in both. */
  readonly state?: SimulationState;
  /**
   * The odds are real (ODDS_API_KEY): the simulated catalogue's players are real people, so no
   * invented injury is ever attached to them. Form and key stats stay, marked simulated.
   */
  readonly realOdds?: boolean;
}

const ok = <T>(data: T): StatsAnswer<T> => ({ ok: true, data, simulated: true });
const notFound = (message: string): StatsAnswer<never> => ({ ok: false, error: providerError('NotFound', message) });
/** How far back form is looked for. */
const FORM_DAYS = 45;

export function createSimulatedStatsProvider(options: SimulatedStatsProviderOptions = {}): StatsProvider {
  const now = options.now ?? (() => new Date());
  const state = options.state ?? createSimulationState();

  function resolve(league: StatsLeague, team: string): { sport: SportKey; team: CatalogueTeam } | null {
    const sport = sportForLeague(league);
    const found = sport ? findTeam(sport, team) : undefined;
    return sport && found ? { sport, team: found } : null;
  }

  function gameOf(ref: GameRef): SimGame | undefined {
    const sport = sportForLeague(ref.league);
    if (!sport) return undefined;
    if (ref.gameId) {
      const byId = findSimGame(ref.gameId, now(), sport);
      if (byId) return byId;
    }
    const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();
    return slateFor(sport, ref.date).find((g) => same(g.home.name, ref.homeTeam) && same(g.away.name, ref.awayTeam));
  }

  function results(sport: SportKey, team: CatalogueTeam, date: string, last: number): TeamResult[] {
    const out: TeamResult[] = [];
    const at = now();
    // Games before `date` only, newest first.
    for (let d = 1; d <= FORM_DAYS && out.length < last; d++) {
      const day = plusDays(date, -d);
      const games = slateFor(sport, day).filter((g) => g.home === team || g.away === team);
      for (const g of games.slice().reverse()) {
        if (out.length >= last || statusAt(g, at, state).state !== 'final') continue;
        const f = finalScoreOf(g);
        const home = g.home === team;
        const mine = home ? f.home : f.away;
        const theirs = home ? f.away : f.home;
        out.push({ date: day, opponent: (home ? g.away : g.home).name, home, teamScore: mine, opponentScore: theirs, result: mine > theirs ? 'W' : mine < theirs ? 'L' : 'D' });
      }
    }
    return out;
  }

  return {
    async schedule(league, date) {
      const sport = sportForLeague(league);
      if (!sport) return { ok: false, error: providerError('UnsupportedSport', `No simulated ${league}`) };
      return ok(slateFor(sport, date).map((g) => ({ league, date, homeTeam: g.home.name, awayTeam: g.away.name, gameId: g.id })));
    },

    async recentResults(league, team, date, last) {
      const r = resolve(league, team);
      return r ? ok(results(r.sport, r.team, date, last)) : notFound(`Team not found: ${team}`);
    },

    async keyStats(league, team, date) {
      const r = resolve(league, team);
      if (!r) return notFound(`Team not found: ${team}`);
      const season = seasonOf(league, date);
      return ok(simulatedKeyStats(league, r.team, results(r.sport, r.team, date, 10), season));
    },

    async injuries(league, team, date) {
      const r = resolve(league, team);
      if (!r) return notFound(`Team not found: ${team}`);
      if (options.realOdds) return ok([]);
      return ok(r.team.players.flatMap((p) => {
        const injury = injuryOf(r.sport, p, date);
        return injury ? [{ playerId: p.id, player: p.name, team: r.team.name, status: injury.status, description: injury.description, returnDate: injury.returnDate }] : [];
      }));
    },

    async topPlayers(league, team, _date, limit) {
      const r = resolve(league, team);
      if (!r) return notFound(`Team not found: ${team}`);
      // MLB's top players are its hitters (the spec's 'top 5 hitters per team'): listing a starting
      // pitcher there would read as naming the starter, which only probableStarters may do.
      const pool = league === 'MLB' ? { ...r.team, players: r.team.players.filter((p) => p.role === 'hitter') } : r.team;
      return ok(simulatedTopPlayers(pool, limit));
    },

    async probableStarters(ref) {
      if (ref.league !== 'MLB') return { ok: false, error: providerError('UnsupportedSport', 'Probable starters exist only for MLB') };
      const g = gameOf(ref);
      if (!g?.starters) return notFound(`No game found for ${ref.homeTeam} vs ${ref.awayTeam} in today's schedule.`);
      const others = (own: string) => CATALOGUE.baseball_mlb.map((t) => t.name).filter((n) => n !== own);
      const side = (s: NonNullable<SimGame['starters']>['home'], own: string) => (s.confirmed
        ? { pitcher: { id: s.player.id, fullName: s.player.name }, season: simulatedPitcherSeason(s.player, ref.date), priorStarts: simulatedPriorStarts(s.player, ref.date, others(own)) }
        : null);
      return ok({ home: side(g.starters.home, g.home.name), away: side(g.starters.away, g.away.name) });
    },

    async boxScore(ref) {
      const g = gameOf(ref);
      if (!g) return notFound(`Game not found: ${ref.awayTeam} @ ${ref.homeTeam} on ${ref.date}`);
      const status = statusAt(g, now(), state);
      if (status.state !== 'final') {
        const team = (t: CatalogueTeam, score: number | null) => ({ team: t.name, score, players: [] });
        return ok({ league: ref.league, gameId: g.id, status: status.state, home: team(g.home, status.score?.home ?? null), away: team(g.away, status.score?.away ?? null) });
      }
      const box = simulatedBoxScore(g, status.score);
      return ok({ league: ref.league, gameId: g.id, status: 'final', ...box });
    },

    // The simulator plays regular seasons only.
    async playoffGames() {
      return ok([]);
    },
  };
}
