// Simulated season figures for catalogue teams and players: pitcher season lines, a team's key
// stats and its top players. Deterministic per (player or team, season) and scaled by how far the
// season has gone, so they grow through the year.
import { type CataloguePlayer, type CatalogueTeam, createRng, playerMean } from '@gary/sports-world';
import { fip, formatRate, outsToInnings } from '../sabermetrics';
import { seasonOf } from '../season';
import type { KeyStat, PitcherAppearance, PitcherSeasonLine, PlayerSummary, StatsLeague, TeamResult } from '../stats-types';

/** Starts made by the date: one every five days from opening day, a full 31 out of season. */
function startsBy(date: string): number {
  const season = seasonOf('MLB', date);
  const opening = Date.parse(`${season}-03-27T12:00:00Z`);
  const days = (Date.parse(`${date}T12:00:00Z`) - opening) / 86_400_000;
  return days < 0 || days > 190 ? 31 : Math.max(1, Math.min(31, Math.floor(days / 5)));
}

export function simulatedPitcherSeason(p: CataloguePlayer, date: string): PitcherSeasonLine {
  const season = seasonOf('MLB', date);
  const rng = createRng(`pitcher|${p.id}|${season}`);
  const gs = startsBy(date);
  const outs = Math.round(gs * rng.int(15, 19));
  const ip = outs / 3;
  const k9 = ((playerMean(p, 'strikeouts') ?? 5) * 9) / 5.5;
  const strikeouts = Math.round((k9 * ip) / 9);
  const walks = Math.round(((2.2 + rng.next() * 1.3 + (p.tier - 1) * 0.3) * ip) / 9);
  const homeRuns = Math.round(((0.7 + rng.next() * 0.5 + (p.tier - 1) * 0.15) * ip) / 9);
  const hitByPitch = Math.round(ip / 30);
  const hits = Math.round(((6.6 + rng.next() * 1.6 + (p.tier - 1) * 0.6) * ip) / 9);
  const earned = Math.round(((2.6 + rng.next() * 0.9 + (p.tier - 1) * 0.7) * ip) / 9);
  const wins = Math.round(gs * (0.3 + (3 - p.tier) * 0.05 + rng.next() * 0.1));
  const losses = Math.max(0, Math.round(gs * (0.35 - (3 - p.tier) * 0.05 + rng.next() * 0.1)));
  const r2 = (x: number) => Math.round(x * 100) / 100;
  return {
    year: String(season), era: r2((earned * 9) / ip), whip: r2((walks + hits) / ip), wins, losses,
    inningsPitchedText: outsToInnings(outs), inningsPitched: ip, strikeouts, walks, hits, homeRuns, hitByPitch,
    battingAvgAgainst: Math.round((hits / (outs + hits)) * 1000) / 1000, gamesStarted: gs, gamesPitched: gs, saves: 0, saveOpportunities: 0,
    strikeoutsPer9: r2((strikeouts * 9) / ip), fip: fip({ homeRuns, walks, hitByPitch, strikeouts, inningsPitched: ip }),
  };
}

/**
 * His simulated starts before `date` this season, oldest first: one every five days back from the
 * day before, as many as the season line counts, each drawn around his tier's rates.
 */
export function simulatedPriorStarts(p: CataloguePlayer, date: string, opponents: readonly string[]): PitcherAppearance[] {
  const season = seasonOf('MLB', date);
  const opening = `${season}-03-27`;
  const n = Math.max(0, startsBy(date) - 1);
  const out: PitcherAppearance[] = [];
  for (let i = n; i >= 1; i--) {
    const day = new Date(Date.parse(`${date}T12:00:00Z`) - i * 5 * 86_400_000).toISOString().slice(0, 10);
    if (day < opening) continue;
    const rng = createRng(`start|${p.id}|${day}`);
    const outs = rng.int(12, 21);
    const ip = outs / 3;
    const k9 = ((playerMean(p, 'strikeouts') ?? 5) * 9) / 5.5;
    const er = Math.max(0, Math.round(rng.normal((2.6 + (p.tier - 1) * 0.7) * ip / 9, 1.2)));
    const hits = Math.max(0, Math.round(rng.normal((6.6 + (p.tier - 1) * 0.6) * ip / 9, 1.5)));
    const walks = Math.max(0, Math.round(rng.normal(2.6 * ip / 9, 0.8)));
    out.push({
      date: day, gameId: 900_000 + Math.abs(createRng(`start-id|${p.id}|${day}`).int(0, 99_999)), opponent: opponents[i % Math.max(1, opponents.length)] ?? 'Opponent',
      isHome: rng.chance(0.5), started: true, inningsPitched: ip, earnedRuns: er, runs: er + (rng.chance(0.2) ? 1 : 0),
      strikeouts: Math.max(0, Math.round(rng.normal((k9 * ip) / 9, 1.5))), walks, hits, homeRuns: Math.max(0, Math.round(rng.normal(ip / 9, 0.6))),
      battersFaced: outs + hits + walks,
    });
  }
  return out;
}

const avg = (xs: number[]) => (xs.length ? xs.reduce((a, b) => a + b, 0) / xs.length : null);
const fixed = (x: number | null, places = 1) => (x === null ? 'n/a' : x.toFixed(places));

/** Key stats: scoring over the recent games plus rating-driven season rates. */
export function simulatedKeyStats(league: StatsLeague, team: CatalogueTeam, recent: readonly TeamResult[], season: number): KeyStat[] {
  const rng = createRng(`teamstats|${team.sport}|${team.id}|${season}`);
  const strength = (team.rating - 50) / 50;
  const forPer = fixed(avg(recent.map((r) => r.teamScore)));
  const againstPer = fixed(avg(recent.map((r) => r.opponentScore)));
  const unit = league === 'MLB' ? 'Runs' : league === 'NBA' || league === 'NFL' ? 'Points' : 'Goals';
  const stats: KeyStat[] = [
    { label: `${unit} per game (last ${recent.length})`, value: forPer },
    { label: `${unit} allowed per game (last ${recent.length})`, value: againstPer },
  ];
  const jitter = () => rng.normal(0, 0.15);
  switch (league) {
    case 'NBA':
      stats.push({ label: 'Offensive rating', value: (114 + 5 * strength + jitter() * 10).toFixed(1) }, { label: 'Defensive rating', value: (114 - 5 * strength + jitter() * 10).toFixed(1) }, { label: 'Pace', value: (99 + jitter() * 10).toFixed(1) });
      break;
    case 'MLB':
      stats.push({ label: 'Team ERA', value: formatRate(4.1 - 0.6 * strength + jitter(), 'era') }, { label: 'Team OPS', value: formatRate(0.715 + 0.04 * strength + jitter() / 20, 'average') }, { label: 'Team AVG', value: formatRate(0.245 + 0.012 * strength + jitter() / 50, 'average') });
      break;
    case 'NHL':
      stats.push({ label: 'Power play %', value: (21 + 4 * strength + jitter() * 10).toFixed(1) }, { label: 'Penalty kill %', value: (79 + 3 * strength + jitter() * 10).toFixed(1) }, { label: 'Shots per game', value: (29.5 + 2 * strength + jitter() * 5).toFixed(1) });
      break;
    case 'NFL':
      stats.push({ label: 'Yards per play', value: (5.4 + 0.5 * strength + jitter()).toFixed(1) }, { label: 'Turnover differential', value: String(Math.round(6 * strength + jitter() * 10)) });
      break;
    case 'EPL':
      stats.push({ label: 'Expected goals per match', value: (1.4 + 0.5 * strength + jitter()).toFixed(2) }, { label: 'Possession %', value: (50 + 8 * strength + jitter() * 10).toFixed(1) });
      break;
  }
  return stats;
}

/** The team's named players with per-game figures, best first. */
export function simulatedTopPlayers(team: CatalogueTeam, limit: number): PlayerSummary[] {
  const f = (p: CataloguePlayer, s: Parameters<typeof playerMean>[1], d = 1) => fixed(playerMean(p, s), d);
  return [...team.players].sort((a, b) => a.tier - b.tier).slice(0, limit).map((p): PlayerSummary => {
    let stats: Record<string, string> = {};
    if (p.role === 'guard' || p.role === 'forward' || p.role === 'center') stats = { ppg: f(p, 'points'), rpg: f(p, 'rebounds'), apg: f(p, 'assists'), threesPg: f(p, 'threes') };
    else if (p.role === 'hitter') stats = { hitsPg: f(p, 'hits', 2), homeRunsPg: f(p, 'home_runs', 2), rbisPg: f(p, 'rbis', 2), avg: formatRate((playerMean(p, 'hits') ?? 0) / 3.9, 'average') };
    else if (p.role === 'starter-pitcher') stats = { strikeoutsPerStart: f(p, 'strikeouts') };
    else if (p.role === 'skater-forward' || p.role === 'skater-defense') stats = { goalsPg: f(p, 'goals', 2), assistsPg: f(p, 'assists', 2), pointsPg: f(p, 'points', 2), shotsPg: f(p, 'shots_on_goal') };
    else stats = { role: p.position };
    return { id: p.id, name: p.name, position: p.position, stats };
  });
}
