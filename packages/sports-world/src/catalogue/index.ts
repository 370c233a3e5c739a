import type { SportKey } from '../sports';
import type { CataloguePlayer, CatalogueTeam } from './catalogue-types';
import { EPL_TEAMS } from './epl-teams';
import { MLB_TEAMS } from './mlb-teams';
import { NBA_TEAMS } from './nba-teams';
import { NFL_TEAMS } from './nfl-teams';
import { NHL_TEAMS } from './nhl-teams';

export type { CataloguePlayer, CatalogueTeam, PlayerRole } from './catalogue-types';

export const CATALOGUE: Readonly<Record<SportKey, readonly CatalogueTeam[]>> = {
  basketball_nba: NBA_TEAMS,
  baseball_mlb: MLB_TEAMS,
  icehockey_nhl: NHL_TEAMS,
  americanfootball_nfl: NFL_TEAMS,
  soccer_epl: EPL_TEAMS,
};

export const teamsOf = (sport: SportKey): readonly CatalogueTeam[] => CATALOGUE[sport];

export function findTeam(sport: SportKey, name: string): CatalogueTeam | undefined {
  const wanted = name.trim().toLowerCase();
  return CATALOGUE[sport].find((t) => t.name.toLowerCase() === wanted || t.abbreviation.toLowerCase() === wanted);
}

export function findPlayer(sport: SportKey, idOrName: number | string): { team: CatalogueTeam; player: CataloguePlayer } | undefined {
  for (const team of CATALOGUE[sport]) {
    const player = team.players.find((p) => (typeof idOrName === 'number' ? p.id === idOrName : p.name.toLowerCase() === idOrName.toLowerCase()));
    if (player) return { team, player };
  }
  return undefined;
}
