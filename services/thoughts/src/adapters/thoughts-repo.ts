// Postgres repository of gary_thoughts. A sport's games are upserted by date in one statement:
// that sport's previous items are replaced, the other sports' kept, so runs of different sports
// never overwrite each other.
import type { Queryable } from '@gary/platform';
import type { StoredThoughts, ThoughtsStore } from '../app/thoughts-runner';
import type { ThoughtGame, ThoughtSport } from '../domain/thought-game';

export function createThoughtsRepo(db: Queryable): ThoughtsStore {
  return {
    async get(date) {
      const { rows } = await db.query<{ date: string; thoughts: ThoughtGame[]; sports_done: string[]; simulated: boolean }>(
        'SELECT date::text AS date, thoughts, sports_done, simulated FROM gary_thoughts WHERE date = $1',
        [date],
      );
      const r = rows[0];
      if (!r) return null;
      const out: StoredThoughts = { date: r.date, games: Array.isArray(r.thoughts) ? r.thoughts : [], sportsDone: r.sports_done ?? [], simulated: r.simulated };
      return out;
    },

    async saveSport(date: string, sport: ThoughtSport, games: ThoughtGame[], simulated: boolean) {
      await db.query(
        `INSERT INTO gary_thoughts AS g (date, thoughts, sports_done, simulated, created_at, updated_at)
         VALUES ($1, $2::jsonb, ARRAY[$3]::text[], $4, now(), now())
         ON CONFLICT (date) DO UPDATE SET
           thoughts = (SELECT coalesce(jsonb_agg(t), '[]'::jsonb) FROM jsonb_array_elements(g.thoughts) t WHERE t->>'sport' <> $3) || EXCLUDED.thoughts,
           sports_done = (SELECT array_agg(DISTINCT s ORDER BY s) FROM unnest(g.sports_done || ARRAY[$3]::text[]) s),
           simulated = g.simulated OR EXCLUDED.simulated,
           updated_at = now()`,
        [date, JSON.stringify(games), sport, simulated],
      );
    },
  };
}
