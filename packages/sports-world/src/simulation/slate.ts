// The simulated schedule: which catalogue teams play on an Eastern date, when, and (MLB) who
// starts on the mound. Deterministic per (sport, date).
import { teamsOf, type CataloguePlayer, type CatalogueTeam } from '../catalogue';
import { easternDateOf, easternTimeToUtc, plusDays, weekdayOf } from '../betting-wrappers';
import { inSeason, SPORT_KEYS, type SportKey } from '../sports';
import { gameModel, type GameModel } from './game-model';
import { createRng, hexId, type Rng } from './prng';

export interface Starter {
  readonly player: CataloguePlayer;
  /** False: the club has not announced him; he still pitches, but nobody should name him. */
  readonly confirmed: boolean;
}

export interface SimGame {
  readonly id: string;
  readonly sport: SportKey;
  /** Eastern date of the slate. */
  readonly date: string;
  readonly home: CatalogueTeam;
  readonly away: CatalogueTeam;
  /** ISO UTC without milliseconds. */
  readonly commenceTime: string;
  /** When the game is expected to be over (ISO UTC). */
  readonly expectedEnd: string;
  readonly model: GameModel;
  /** MLB only. */
  readonly starters: { readonly home: Starter; readonly away: Starter } | null;
}

const MINUTES: Record<SportKey, number> = {
  basketball_nba: 150, icehockey_nhl: 160, baseball_mlb: 180, americanfootball_nfl: 200, soccer_epl: 115,
};

type Slot = readonly [number, number];
const at = (h: number, m = 0): Slot => [h, m];

/** How many games and at which Eastern wall times, per sport and weekday. */
function slotsFor(sport: SportKey, weekday: number, rng: Rng): Slot[] {
  const pickTimes = (n: number, times: Slot[]): Slot[] => Array.from({ length: n }, () => rng.pick(times));
  switch (sport) {
    case 'basketball_nba': {
      const times = [at(19), at(19), at(19, 30), at(19, 30), at(20), at(20), at(21), at(22), at(22, 30)];
      if (weekday === 0) times.push(at(15, 30), at(18));
      return pickTimes(rng.int(5, 12), times);
    }
    case 'icehockey_nhl': {
      const times = [at(19), at(19), at(19, 30), at(20), at(20), at(21), at(22), at(22, 30)];
      if (weekday === 6) times.push(at(13), at(15));
      return pickTimes(rng.int(4, 12), times);
    }
    case 'baseball_mlb': {
      const times = [at(13, 5), at(13, 10), at(16, 10), at(18, 40), at(18, 45), at(19, 5), at(19, 7), at(19, 10), at(19, 40), at(20, 10), at(21, 40), at(22, 10)];
      return pickTimes(rng.int(10, 15), times);
    }
    case 'americanfootball_nfl':
      if (weekday === 4 || weekday === 1) return [at(20, 15)];
      if (weekday === 0) return [...Array<Slot>(9).fill(at(13)), at(16, 5), at(16, 25), at(16, 25), at(20, 20)];
      return [];
    case 'soccer_epl':
      if (weekday === 6) return pickTimes(rng.int(5, 7), [at(7, 30), at(10), at(10), at(10), at(12, 30)]);
      if (weekday === 0) return pickTimes(rng.int(2, 4), [at(9), at(9), at(11, 30)]);
      return [];
  }
}

const iso = (d: Date): string => d.toISOString().replace(/\.\d{3}Z$/, 'Z');

function startersFor(game: { id: string; home: CatalogueTeam; away: CatalogueTeam }): SimGame['starters'] {
  const rng = createRng(`starters|${game.id}`);
  const one = (team: CatalogueTeam): Starter => {
    const pitchers = team.players.filter((p) => p.role === 'starter-pitcher');
    // About one club in ten has not named its starter by the morning.
    return { player: rng.pick(pitchers), confirmed: !rng.chance(0.1) };
  };
  return { home: one(game.home), away: one(game.away) };
}

const cache = new Map<string, SimGame[]>();

/** The games of one sport on one Eastern date (empty out of season or on a day off). */
export function slateFor(sport: SportKey, date: string): SimGame[] {
  const key = `${sport}|${date}`;
  const hit = cache.get(key);
  if (hit) return hit;
  let games: SimGame[] = [];
  if (inSeason(sport, date)) {
    const rng = createRng(`slate|${key}`);
    const slots = slotsFor(sport, weekdayOf(date), rng);
    const teams = rng.shuffle(teamsOf(sport));
    games = slots.slice(0, Math.floor(teams.length / 2)).map(([h, m], i): SimGame => {
      const home = teams[2 * i] as CatalogueTeam;
      const away = teams[2 * i + 1] as CatalogueTeam;
      const start = easternTimeToUtc(date, h, m);
      const id = hexId(`${sport}|${date}|${home.name}|${away.name}`);
      return {
        id, sport, date, home, away,
        commenceTime: iso(start),
        expectedEnd: iso(new Date(start.getTime() + MINUTES[sport] * 60_000)),
        model: gameModel(sport, home, away),
        starters: sport === 'baseball_mlb' ? startersFor({ id, home, away }) : null,
      };
    }).sort((a, b) => a.commenceTime.localeCompare(b.commenceTime) || a.home.name.localeCompare(b.home.name));
  }
  if (cache.size > 500) cache.clear();
  cache.set(key, games);
  return games;
}

/** Games of the Eastern dates from `fromOffset` to `toOffset` days around `now`. */
export function slatesAround(sport: SportKey, now: Date, fromOffset: number, toOffset: number): SimGame[] {
  const today = easternDateOf(now);
  const out: SimGame[] = [];
  for (let d = fromOffset; d <= toOffset; d++) out.push(...slateFor(sport, plusDays(today, d)));
  return out;
}

/** Finds a simulated game by id among the dates near `now` (a week back to a week ahead). */
export function findSimGame(id: string, now: Date, sport?: SportKey): SimGame | undefined {
  for (const s of sport ? [sport] : SPORT_KEYS) {
    const game = slatesAround(s, now, -7, 7).find((g) => g.id === id);
    if (game) return game;
  }
  return undefined;
}

/** The game's final score, drawn from its own model (the same every time). */
export function finalScoreOf(game: SimGame): { home: number; away: number } {
  return game.model.drawFinal(createRng(`final|${game.id}`));
}
