// The team and player catalogue shared by the simulated odds and stats providers: real current team
// names (as The Odds API spells them), a strength rating, and a few real star players per team.
import type { SportKey } from '../sports';

export type PlayerRole = 'guard' | 'forward' | 'center' | 'starter-pitcher' | 'hitter' | 'skater-forward' | 'skater-defense' | 'goalie' | 'quarterback' | 'skill' | 'footballer';

export interface CataloguePlayer {
  /** Stable numeric id: sport base + team index * 100 + player index. */
  readonly id: number;
  readonly name: string;
  readonly position: string;
  readonly role: PlayerRole;
  /** 1 = superstar, 2 = star, 3 = regular starter. */
  readonly tier: 1 | 2 | 3;
}

export interface CatalogueTeam {
  readonly sport: SportKey;
  /** 1-based, stable within a sport. */
  readonly id: number;
  readonly name: string;
  readonly abbreviation: string;
  /** Strength 0..100; 50 is an average team. */
  readonly rating: number;
  readonly players: readonly CataloguePlayer[];
}

/**
 * Parses the compact table rows used by the per-sport files:
 * "Team Name|ABBR|rating|Player:POS:tier,Player:POS:tier".
 */
export function parseTeamTable(sport: SportKey, idBase: number, rows: readonly string[], roleOf: (position: string) => PlayerRole): CatalogueTeam[] {
  return rows.map((row, t) => {
    const [name = '', abbreviation = '', rating = '50', players = ''] = row.split('|');
    return {
      sport,
      id: t + 1,
      name,
      abbreviation,
      rating: Number(rating),
      players: players.split(',').filter(Boolean).map((p, i): CataloguePlayer => {
        const [playerName = '', position = '', tier = '3'] = p.split(':');
        return { id: idBase + (t + 1) * 100 + i + 1, name: playerName, position, role: roleOf(position), tier: Number(tier) as 1 | 2 | 3 };
      }),
    };
  });
}
