// Simulated box scores that add up to the game's final score: the named stars get lines drawn
// around their per-game means (the same means the prop lines come from), and a "reserves" line
// per team carries the rest, so team totals equal the final score exactly.
import { type CataloguePlayer, type CatalogueTeam, createRng, injuryOf, playerMean, type Rng, type SimGame } from '@gary/sports-world';
import type { PlayerGameLine, TeamBox } from '../stats-types';

const reservesId = (team: CatalogueTeam, slot: number): number => {
  const base = Math.floor((team.players[0]?.id ?? 0) / 1_000_000) * 1_000_000;
  return base + team.id * 100 + slot;
};
const reserves = (team: CatalogueTeam, label: string, slot = 99) => ({ id: reservesId(team, slot), name: `${team.name} ${label}`, position: 'RES' });

/** Picks an index with probability proportional to its weight. */
function weighted(rng: Rng, weights: readonly number[]): number {
  const total = weights.reduce((a, b) => a + b, 0);
  let r = rng.next() * total;
  for (let i = 0; i < weights.length; i++) { r -= weights[i] ?? 0; if (r < 0) return i; }
  return weights.length - 1;
}

const playing = (g: SimGame, team: CatalogueTeam, filter: (p: CataloguePlayer) => boolean) =>
  team.players.filter((p) => filter(p) && !injuryOf(g.sport, p, g.date)?.out);
const mean = (p: CataloguePlayer, stat: Parameters<typeof playerMean>[1]) => playerMean(p, stat) ?? 0;

function nbaTeam(g: SimGame, team: CatalogueTeam, points: number, expected: number, rng: Rng): TeamBox {
  const stars = playing(g, team, () => true);
  let drawn = stars.map((p) => {
    const mu = mean(p, 'points') * (points / expected);
    return Math.max(0, Math.round(rng.normal(mu, 0.3 * mu + 1.5)));
  });
  const cap = Math.max(0, points - 10);
  const sum = drawn.reduce((a, b) => a + b, 0);
  if (sum > cap) drawn = drawn.map((x) => Math.floor((x * cap) / sum));
  const lines: PlayerGameLine[] = stars.map((p, i) => {
    const pts = drawn[i] ?? 0;
    return {
      id: p.id, name: p.name, position: p.position,
      stats: {
        points: pts, rebounds: rng.poisson(mean(p, 'rebounds')), assists: rng.poisson(mean(p, 'assists')),
        threes: Math.min(rng.poisson(mean(p, 'threes')), Math.floor(pts / 3)), blocks: rng.poisson(mean(p, 'blocks')), steals: rng.poisson(mean(p, 'steals')),
      },
    };
  });
  const benchPoints = points - drawn.reduce((a, b) => a + b, 0);
  lines.push({ ...reserves(team, 'reserves'), stats: {
    points: benchPoints, rebounds: rng.poisson(27), assists: rng.poisson(13), threes: Math.min(rng.poisson(6), Math.floor(benchPoints / 3)), blocks: rng.poisson(3), steals: rng.poisson(4),
  } });
  return { team: team.name, score: points, players: lines };
}

interface Batting { hits: number; doubles: number; triples: number; homeRuns: number; runs: number; rbis: number }

function mlbBatting(g: SimGame, team: CatalogueTeam, runs: number, rng: Rng): { lines: PlayerGameLine[]; hits: number } {
  const hitters = playing(g, team, (p) => p.role === 'hitter');
  const reserveSlots = 9 - hitters.length;
  const slots: Batting[] = [...hitters.map(() => null), null].map(() => ({ hits: 0, doubles: 0, triples: 0, homeRuns: 0, runs: 0, rbis: 0 }));
  const hitWeights = [...hitters.map((p) => mean(p, 'hits')), 0.95 * reserveSlots];
  const hrWeights = [...hitters.map((p) => mean(p, 'home_runs')), 0.12 * reserveSlots];
  const hits = runs + rng.poisson(3.2);
  for (let i = 0; i < hits; i++) slots[weighted(rng, hitWeights)]!.hits++;
  const homeRuns = Math.min(rng.poisson(0.9 + runs * 0.12), hits, runs);
  for (let i = 0; i < homeRuns; i++) {
    const open = slots.map((s, k) => (s.hits > s.homeRuns + s.doubles + s.triples ? hrWeights[k] ?? 0 : 0));
    if (open.every((w) => w === 0)) break;
    const k = weighted(rng, open);
    slots[k]!.homeRuns++;
    slots[k]!.runs++;
    slots[k]!.rbis++;
  }
  const hrTotal = slots.reduce((a, s) => a + s.homeRuns, 0);
  for (const s of slots) {
    for (let h = s.homeRuns; h < s.hits; h++) {
      const r = rng.next();
      if (r < 0.02) s.triples++;
      else if (r < 0.22) s.doubles++;
    }
  }
  // Every run scores once and is driven in once; homers already counted theirs.
  for (let i = hrTotal; i < runs; i++) slots[weighted(rng, slots.map((s) => s.hits - s.homeRuns + 0.3))]!.runs++;
  for (let i = hrTotal; i < runs; i++) slots[weighted(rng, slots.map((s) => s.hits + 1))]!.rbis++;
  const line = (s: Batting, atBats: number, walks: number, strikeouts: number) => ({
    at_bats: Math.max(atBats, s.hits), hits: s.hits, doubles: s.doubles, triples: s.triples, home_runs: s.homeRuns,
    singles: s.hits - s.doubles - s.triples - s.homeRuns, total_bases: s.hits + s.doubles + 2 * s.triples + 3 * s.homeRuns,
    runs: s.runs, rbis: s.rbis, walks, batter_strikeouts: strikeouts,
  });
  const lines: PlayerGameLine[] = hitters.map((p, i) => ({ id: p.id, name: p.name, position: p.position, stats: line(slots[i]!, rng.int(3, 5), rng.poisson(0.4), rng.poisson(0.9)) }));
  lines.push({ ...reserves(team, 'reserves'), stats: line(slots[hitters.length]!, reserveSlots * 4 - rng.int(0, 3), rng.poisson(2), rng.poisson(5)) });
  return { lines, hits };
}

function mlbPitching(team: CatalogueTeam, starter: CataloguePlayer, runsAllowed: number, hitsAllowed: number, rng: Rng): PlayerGameLine[] {
  const outs = rng.int(13, 21);
  const share = outs / 27;
  const earned = Math.min(runsAllowed, Math.round(runsAllowed * share * (0.7 + rng.next() * 0.6)));
  const starterHits = Math.min(hitsAllowed, Math.round(hitsAllowed * share));
  const ks = rng.poisson(mean(starter, 'strikeouts') * (outs / 16.5));
  const ip = (o: number) => Math.floor(o / 3) + (o % 3) / 3;
  return [
    { id: starter.id, name: starter.name, position: 'P', stats: { pitcher_outs: outs, innings_pitched: ip(outs), pitcher_strikeouts: ks, earned_runs: earned, hits_allowed: starterHits, walks_allowed: rng.poisson(outs / 9) } },
    { ...reserves(team, 'bullpen', 98), stats: { pitcher_outs: 27 - outs, innings_pitched: ip(27 - outs), pitcher_strikeouts: rng.poisson((27 - outs) / 3), earned_runs: runsAllowed - earned, hits_allowed: hitsAllowed - starterHits, walks_allowed: rng.poisson((27 - outs) / 9) } },
  ];
}

function goalsTeam(g: SimGame, team: CatalogueTeam, goals: number, expected: number, rng: Rng): { box: TeamBox; shots: number } {
  const hockey = g.sport === 'icehockey_nhl';
  const skaters = playing(g, team, (p) => p.role !== 'goalie');
  const goalWeights = [...skaters.map((p) => (hockey ? mean(p, 'goals') : 0.25 * (4 - p.tier))), Math.max(0.5, expected - (hockey ? skaters.reduce((a, p) => a + mean(p, 'goals'), 0) : 0.5))];
  const assistWeights = [...skaters.map((p) => (hockey ? mean(p, 'assists') : 0.15)), hockey ? 3 : 1];
  const tally = [...skaters, null].map(() => ({ goals: 0, assists: 0, ppg: 0, ppp: 0 }));
  for (let i = 0; i < goals; i++) {
    const scorer = weighted(rng, goalWeights);
    const powerPlay = hockey && rng.chance(0.2);
    tally[scorer]!.goals++;
    if (powerPlay) { tally[scorer]!.ppg++; tally[scorer]!.ppp++; }
    const r = rng.next();
    const assists = !hockey ? (r < 0.7 ? 1 : 0) : r < 0.65 ? 2 : r < 0.93 ? 1 : 0;
    const used = new Set<number>([scorer]);
    for (let a = 0; a < assists; a++) {
      // Reserves stand for many players, so they may assist more than once on a goal.
      const k = weighted(rng, assistWeights.map((w, j) => (used.has(j) && j !== skaters.length ? 0 : w)));
      used.add(k);
      tally[k]!.assists++;
      if (powerPlay) tally[k]!.ppp++;
    }
  }
  const lines: PlayerGameLine[] = skaters.map((p, i) => {
    const t = tally[i]!;
    const shots = t.goals + rng.poisson(Math.max(0.2, (hockey ? mean(p, 'shots_on_goal') - mean(p, 'goals') : 1.2)));
    const stats: Record<string, number> = hockey
      ? { goals: t.goals, assists: t.assists, points: t.goals + t.assists, shots_on_goal: shots, power_play_goals: t.ppg, power_play_points: t.ppp }
      : { goals: t.goals, assists: t.assists, shots_on_goal: shots };
    return { id: p.id, name: p.name, position: p.position, stats };
  });
  const named = lines.reduce((a, l) => a + (l.stats.shots_on_goal ?? 0), 0);
  const r = tally[skaters.length]!;
  const reserveShots = Math.max(r.goals, (hockey ? 30 : 4) - named + rng.int(-4, 4));
  const reserveStats: Record<string, number> = hockey
    ? { goals: r.goals, assists: r.assists, points: r.goals + r.assists, shots_on_goal: reserveShots, power_play_goals: r.ppg, power_play_points: r.ppp }
    : { goals: r.goals, assists: r.assists, shots_on_goal: reserveShots };
  lines.push({ ...reserves(team, 'reserves'), stats: reserveStats });
  return { box: { team: team.name, score: goals, players: lines }, shots: named + reserveShots };
}

/** The goalie faces the other side's shots. */
function withGoalie(team: CatalogueTeam, box: TeamBox, opponentShots: number, opponentGoals: number): TeamBox {
  const goalie = team.players.find((p) => p.role === 'goalie');
  if (!goalie) return box;
  return { ...box, players: [...box.players, { id: goalie.id, name: goalie.name, position: 'G', stats: { shots_against: opponentShots, saves: Math.max(0, opponentShots - opponentGoals), goals_against: opponentGoals } }] };
}

/** Both teams' lines for a final score, deterministic per game. */
export function simulatedBoxScore(g: SimGame, final: { home: number; away: number }): { home: TeamBox; away: TeamBox } {
  const rng = createRng(`box|${g.id}`);
  switch (g.sport) {
    case 'basketball_nba':
      return { home: nbaTeam(g, g.home, final.home, g.model.expectedHome, rng), away: nbaTeam(g, g.away, final.away, g.model.expectedAway, rng) };
    case 'baseball_mlb': {
      const home = mlbBatting(g, g.home, final.home, rng);
      const away = mlbBatting(g, g.away, final.away, rng);
      const starters = g.starters;
      const hp = starters ? mlbPitching(g.home, starters.home.player, final.away, away.hits, rng) : [];
      const ap = starters ? mlbPitching(g.away, starters.away.player, final.home, home.hits, rng) : [];
      return {
        home: { team: g.home.name, score: final.home, players: [...home.lines, ...hp] },
        away: { team: g.away.name, score: final.away, players: [...away.lines, ...ap] },
      };
    }
    case 'icehockey_nhl':
    case 'soccer_epl': {
      const home = goalsTeam(g, g.home, final.home, g.model.expectedHome, rng);
      const away = goalsTeam(g, g.away, final.away, g.model.expectedAway, rng);
      return { home: withGoalie(g.home, home.box, away.shots, final.away), away: withGoalie(g.away, away.box, home.shots, final.home) };
    }
    case 'americanfootball_nfl':
      return { home: { team: g.home.name, score: final.home, players: [] }, away: { team: g.away.name, score: final.away, players: [] } };
  }
}
