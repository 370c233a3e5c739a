// The prop markets Gary looks at per sport, and one catalogue of prop types: the Odds API market
// key, the words people (and models) use for it, and the box-score stat keys it is graded on. Every
// name that enters the service (a market key, a model's "Ks", a search answer's "TB") is turned
// into one canonical prop type here, so grading and display never guess.

export type PropSport = 'NBA' | 'MLB' | 'NHL';
export const PROP_SPORTS: readonly PropSport[] = ['NBA', 'MLB', 'NHL'];

export interface PropTypeDef {
  /** Canonical name stored and shown: 'points', 'strikeouts', 'total bases', 'hits+runs+rbis'. */
  readonly type: string;
  readonly market: string;
  readonly aliases: readonly string[];
  /** Box-score stat keys, tried in order. */
  readonly statKeys: readonly string[];
  /** Summed from these keys when no direct key is present (hits+runs+RBIs). */
  readonly sumOf?: readonly string[];
  /** Yes/No markets (first home run, pitcher win) use line 0.5: Yes is over, No is under. */
  readonly yesNo?: boolean;
  readonly role?: 'batter' | 'pitcher';
}

const NBA: PropTypeDef[] = [
  { type: 'points', market: 'player_points', aliases: ['pts', 'point'], statKeys: ['points', 'pts'] },
  { type: 'rebounds', market: 'player_rebounds', aliases: ['reb', 'rebs', 'rebound', 'boards'], statKeys: ['rebounds', 'reb'] },
  { type: 'assists', market: 'player_assists', aliases: ['ast', 'asts', 'assist', 'dimes'], statKeys: ['assists', 'ast'] },
  { type: 'threes', market: 'player_threes', aliases: ['3pm', '3pt', '3-pointers', 'three pointers', 'three pointers made', 'threes made', '3-pointers made', 'fg3m'], statKeys: ['threes', 'fg3m', 'three_pointers'] },
  { type: 'blocks', market: 'player_blocks', aliases: ['blk', 'blks', 'block'], statKeys: ['blocks', 'blk'] },
  { type: 'steals', market: 'player_steals', aliases: ['stl', 'stls', 'steal'], statKeys: ['steals', 'stl'] },
];

// The spec's MLB list, in the order the markets are tried; aliases as the spec names them
// (strikeouts: k, ks; total bases: tb; ...).
const MLB: PropTypeDef[] = [
  { type: 'home runs', market: 'batter_home_runs', aliases: ['home run', 'hr', 'hrs', 'homers', 'homer'], statKeys: ['home_runs', 'homeRuns', 'hr'], role: 'batter' },
  { type: 'hits', market: 'batter_hits', aliases: ['hit', 'h'], statKeys: ['hits', 'h'], role: 'batter' },
  { type: 'runs', market: 'batter_runs_scored', aliases: ['run', 'runs scored', 'r'], statKeys: ['runs', 'runs_scored', 'r'], role: 'batter' },
  { type: 'rbi', market: 'batter_rbis', aliases: ['rbis', 'runs batted in', 'rbi s'], statKeys: ['rbis', 'rbi'], role: 'batter' },
  { type: 'stolen bases', market: 'batter_stolen_bases', aliases: ['stolen base', 'sb', 'steals'], statKeys: ['stolen_bases', 'stolenBases', 'sb'], role: 'batter' },
  { type: 'total bases', market: 'batter_total_bases', aliases: ['total base', 'tb', 'bases'], statKeys: ['total_bases', 'totalBases', 'tb'], role: 'batter' },
  { type: 'strikeouts', market: 'pitcher_strikeouts', aliases: ['k', 'ks', "k's", 'strikeout', 'pitcher strikeouts', 'so'], statKeys: ['pitcher_strikeouts', 'strikeouts', 'k'], role: 'pitcher' },
  { type: 'outs', market: 'pitcher_outs', aliases: ['pitcher outs', 'outs recorded'], statKeys: ['pitcher_outs', 'outs'], role: 'pitcher' },
  { type: 'earned runs', market: 'pitcher_earned_runs', aliases: ['er', 'earned run', 'earned runs allowed'], statKeys: ['earned_runs', 'earnedRuns', 'er'], role: 'pitcher' },
  { type: 'hits+runs+rbis', market: 'batter_hits_runs_rbis', aliases: ['hits + runs + rbis', 'hits+runs+rbi', 'h+r+rbi', 'hrr', 'hits runs rbis', 'hits runs and rbis'], statKeys: ['hits_runs_rbis'], sumOf: ['hits', 'runs', 'rbis'], role: 'batter' },
  { type: 'singles', market: 'batter_singles', aliases: ['single', '1b'], statKeys: ['singles'], role: 'batter' },
  { type: 'doubles', market: 'batter_doubles', aliases: ['double', '2b'], statKeys: ['doubles'], role: 'batter' },
  { type: 'triples', market: 'batter_triples', aliases: ['triple', '3b'], statKeys: ['triples'], role: 'batter' },
  { type: 'walks', market: 'batter_walks', aliases: ['walk', 'bb', 'base on balls'], statKeys: ['walks', 'bb'], role: 'batter' },
  { type: 'batter strikeouts', market: 'batter_strikeouts', aliases: ['batter ks', 'batter k', 'hitter strikeouts'], statKeys: ['batter_strikeouts'], role: 'batter' },
  { type: 'hits allowed', market: 'pitcher_hits_allowed', aliases: ['pitcher hits allowed'], statKeys: ['hits_allowed', 'hitsAllowed'], role: 'pitcher' },
  { type: 'walks allowed', market: 'pitcher_walks', aliases: ['pitcher walks', 'walks issued'], statKeys: ['walks_allowed', 'walksAllowed'], role: 'pitcher' },
  { type: 'first home run', market: 'batter_first_home_run', aliases: ['first hr', '1st home run', 'first homer'], statKeys: ['first_home_run'], yesNo: true, role: 'batter' },
  { type: 'pitcher win', market: 'pitcher_record_a_win', aliases: ['win', 'record a win', 'pitcher to record a win'], statKeys: ['pitcher_win', 'win'], yesNo: true, role: 'pitcher' },
  // Named among the spec's aliases; no Odds API market, but a search answer may carry it.
  { type: 'pitches', market: '', aliases: ['pitch count', 'pitches thrown'], statKeys: ['pitches', 'pitch_count', 'numberOfPitches'], role: 'pitcher' },
];

const NHL: PropTypeDef[] = [
  { type: 'points', market: 'player_points', aliases: ['pts', 'point'], statKeys: ['points', 'pts'] },
  { type: 'goals', market: 'player_goals', aliases: ['goal', 'g'], statKeys: ['goals', 'g'] },
  { type: 'assists', market: 'player_assists', aliases: ['assist', 'a', 'ast'], statKeys: ['assists', 'a'] },
  { type: 'shots on goal', market: 'player_shots_on_goal', aliases: ['shots', 'sog', 'shot', 'shots on target'], statKeys: ['shots_on_goal', 'shots', 'sog'] },
  { type: 'power play points', market: 'player_power_play_points', aliases: ['power-play points', 'ppp', 'pp points', 'powerplay points'], statKeys: ['power_play_points', 'ppp'] },
];

export const PROP_TYPES: Readonly<Record<PropSport, readonly PropTypeDef[]>> = { NBA, MLB, NHL };

/** The Odds API market keys asked for, per sport, in the spec's order. */
export function marketsFor(sport: PropSport): string[] {
  return PROP_TYPES[sport].map((d) => d.market).filter((m) => m !== '');
}

export const isPropSport = (s: unknown): s is PropSport => s === 'NBA' || s === 'MLB' || s === 'NHL';

const norm = (s: string) => s.toLowerCase().replace(/[_]/g, ' ').replace(/\s*\+\s*/g, '+').replace(/\s+/g, ' ').trim();

/**
 * The canonical prop type of a market key ('batter_total_bases'), a type name ('Total Bases') or
 * an alias ('TB', 'Ks'); null when the sport has no such prop.
 */
export function findPropType(sport: PropSport, name: unknown): PropTypeDef | null {
  if (typeof name !== 'string' || name.trim() === '') return null;
  const n = norm(name);
  const defs = PROP_TYPES[sport];
  return (
    defs.find((d) => d.market !== '' && d.market === name.trim().toLowerCase()) ??
    defs.find((d) => norm(d.type) === n) ??
    defs.find((d) => d.aliases.some((a) => norm(a) === n)) ??
    // 'player_points' style keys with another prefix, and 'Player Points' phrasing.
    defs.find((d) => d.market !== '' && norm(d.market.replace(/^(player|batter|pitcher)_/, '')) === n.replace(/^(player|batter|pitcher) /, '')) ??
    null
  );
}

export interface StatLookup {
  ok: boolean;
  value: number | null;
}

/** Reads a prop's stat from a box-score stat map through its keys (or the sum it is made of). */
export function statValue(def: PropTypeDef, stats: Readonly<Record<string, number>>): StatLookup {
  for (const key of def.statKeys) {
    const v = stats[key];
    if (typeof v === 'number' && Number.isFinite(v)) return { ok: true, value: v };
  }
  if (def.sumOf) {
    const parts = def.sumOf.map((k) => stats[k]);
    if (parts.every((v): v is number => typeof v === 'number' && Number.isFinite(v))) {
      return { ok: true, value: parts.reduce((a, b) => a + b, 0) };
    }
  }
  return { ok: false, value: null };
}

/** Yes/No markets always use line 0.5; others keep their line. */
export function lineFor(def: PropTypeDef, line: number | null | undefined): number | null {
  if (def.yesNo) return 0.5;
  return typeof line === 'number' && Number.isFinite(line) && line >= 0 ? line : null;
}
