// Postgres repository of prop picks, prop results and generation runs (this service's schema).
// Storing a day is one transaction under a per-date advisory lock: props already graded or whose
// game has started stay, the rest are replaced, and the day never holds more than 10.
import type { Queryable } from '@gary/platform';
import type { GameOutcome, PropOutcome } from '@gary/betting';
import { isOpaqueId } from '@gary/betting';
import { MAX_PROPS_PER_DAY } from '../domain/daily-selection';
import type { GradedProp } from '../domain/prop-billfold';
import { propKey, type PropPick } from '../domain/prop-pick';

export interface StoredProp extends PropPick {
  rank: number;
  result: PropOutcome | 'void' | '';
  actualValue: number | null;
  pendingReason: string;
}

/** What storing a day changed: the props stored, and the ones withdrawn before their game. */
export interface DayReplaced {
  count: number;
  stored: PropPick[];
  withdrawn: { id: string; date: string; league: string }[];
}

export interface PropResultRow {
  propId: string;
  gameDate: string;
  league: string;
  eventId: string;
  playerName: string;
  playerId: string;
  propType: string;
  lineValue: number;
  bet: string;
  odds: number;
  result: PropOutcome | 'void';
  actualValue: number | null;
  pendingReason: string | null;
  pickText: string;
  matchup: string;
  confidence: number;
}

type Row = Record<string, unknown>;

const iso = (v: unknown) => (v instanceof Date ? v.toISOString() : String(v));
// Dates are selected as ::text, so no time zone can move them.
const ymd = (v: unknown) => String(v).slice(0, 10);

// Each column under its field's name and in its type (every prop_picks column is NOT NULL; the
// numbers are integer or double precision, so they arrive as numbers): the select is the mapping.
const SELECT_PROPS = `
  SELECT p.id, p.date::text AS date, p.league, p.event_id AS "eventId", p.player, p.player_id AS "playerId", p.team,
         p.prop_type AS "propType", p.market, p.line, p.bet, p.odds, p.confidence, p.ev, p.analysis, p.matchup,
         p.home_team AS "homeTeam", p.away_team AS "awayTeam", p.game_time AS "gameTime", p.source, p.writer, p.simulated,
         p.rank, r.result, r.actual_value AS "actualValue", r.pending_reason AS "pendingReason"
  FROM prop_picks p LEFT JOIN prop_results r ON r.prop_id = p.id`;

type PropRow = Omit<StoredProp, 'analysis' | 'gameTime' | 'result' | 'pendingReason'> & {
  analysis: unknown;
  gameTime: Date | string;
  result: PropOutcome | 'void' | null;
  pendingReason: string | null;
};

/** What the select cannot say: the game's time as ISO text, and '' where a prop has no result yet. */
function toStored(r: PropRow): StoredProp {
  return {
    ...r,
    analysis: Array.isArray(r.analysis) ? (r.analysis as string[]) : [],
    gameTime: iso(r.gameTime),
    result: r.result ?? '',
    pendingReason: r.pendingReason ?? '',
  };
}

export function createPropsRepo(db: Queryable) {
  return {
    async listByDate(date: string): Promise<StoredProp[]> {
      const { rows } = await db.query<PropRow>(`${SELECT_PROPS} WHERE p.date = $1 ORDER BY p.rank, p.id`, [date]);
      return rows.map(toStored);
    },

    async countByDate(date: string): Promise<number> {
      const { rows } = await db.query<{ n: string }>('SELECT count(*) AS n FROM prop_picks WHERE date = $1', [date]);
      return Number(rows[0]?.n ?? 0);
    },

    async byEvent(eventId: string): Promise<StoredProp[]> {
      const { rows } = await db.query<PropRow>(`${SELECT_PROPS} WHERE p.event_id = $1 ORDER BY p.rank`, [eventId]);
      return rows.map(toStored);
    },

    /**
     * Replaces the day's props with `ranked` (best first), keeping every prop that is graded or
     * whose game has started. Answers the props stored (new, or the same prop stored again under
     * its id) and the ones withdrawn (removed and not stored again: they will never be graded).
     * Needs a transaction (db = tx).
     */
    async replaceDay(date: string, ranked: readonly PropPick[], now: Date): Promise<DayReplaced> {
      await db.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`prop_picks:${date}`]);
      // Props are recognised by their content (propKey), not their ids (ids are random). A prop
      // that is replaced by the same prop keeps its id, so a rerun does not change the day's ids
      // (unless that id was a content-derived one from before ids were opaque: that one is replaced).
      type Row = { id: string; date: string; league?: string; event_id: string; player: string; prop_type: string; line: number; bet: 'over' | 'under' };
      const keyOf = (k: Row) => propKey({ date: k.date, eventId: k.event_id, player: k.player, propType: k.prop_type, line: Number(k.line), bet: k.bet });
      const { rows: removed } = await db.query<Row>(
        `DELETE FROM prop_picks p WHERE p.date = $1 AND p.game_time > $2
           AND NOT EXISTS (SELECT 1 FROM prop_results r WHERE r.prop_id = p.id)
         RETURNING p.id, to_char(p.date, 'YYYY-MM-DD') AS date, p.league, p.event_id, p.player, p.prop_type, p.line, p.bet`,
        [date, now.toISOString()],
      );
      const previousId = new Map(removed.filter((r) => isOpaqueId(r.id)).map((r) => [keyOf(r), r.id]));
      const { rows: kept } = await db.query<Row>(
        "SELECT id, to_char(date, 'YYYY-MM-DD') AS date, event_id, player, prop_type, line, bet FROM prop_picks WHERE date = $1",
        [date],
      );
      const keptKeys = new Set(kept.map(keyOf));
      const fresh = ranked
        .filter((p) => !keptKeys.has(propKey(p)))
        .slice(0, Math.max(0, MAX_PROPS_PER_DAY - kept.length))
        .map((p) => ({ ...p, id: previousId.get(propKey(p)) ?? p.id }));
      let rank = kept.length;
      for (const p of fresh) {
        rank++;
        await db.query(
          `INSERT INTO prop_picks (id, date, league, event_id, player, player_id, team, prop_type, market, line, bet, odds,
             confidence, ev, analysis, matchup, home_team, away_team, game_time, source, writer, rank, simulated)
           VALUES ($1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12,$13,$14,$15::jsonb,$16,$17,$18,$19,$20,$21,$22,$23)`,
          [p.id, date, p.league, p.eventId, p.player, p.playerId, p.team, p.propType, p.market, p.line, p.bet, p.odds,
            p.confidence, p.ev, JSON.stringify(p.analysis), p.matchup, p.homeTeam, p.awayTeam, p.gameTime, p.source, p.writer, rank, p.simulated],
        );
      }
      const storedIds = new Set(fresh.map((p) => p.id));
      const withdrawn = removed.filter((r) => !storedIds.has(r.id)).map((r) => ({ id: r.id, date: r.date, league: String(r.league) }));
      return { count: fresh.length, stored: fresh, withdrawn };
    },

    /**
     * Writes a result. A final result (won/lost/push) is never changed; a pending one may be
     * upgraded. Returns true when the row was written (so the caller publishes prop.graded).
     */
    async saveResult(r: PropResultRow): Promise<boolean> {
      const { rowCount } = await db.query(
        `INSERT INTO prop_results (prop_id, game_date, league, event_id, player_name, player_id, prop_type, line_value, bet, odds,
           result, actual_value, pending_reason, pick_text, matchup, confidence, graded_at)
         VALUES ($1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12,$13,$14,$15,$16, now())
         ON CONFLICT (prop_id) DO UPDATE SET result = EXCLUDED.result, actual_value = EXCLUDED.actual_value,
           pending_reason = EXCLUDED.pending_reason, player_id = EXCLUDED.player_id, graded_at = now()
         WHERE prop_results.result = 'pending'
           AND (EXCLUDED.result <> 'pending' OR EXCLUDED.pending_reason IS DISTINCT FROM prop_results.pending_reason)`,
        [r.propId, r.gameDate, r.league, r.eventId, r.playerName, r.playerId, r.propType, r.lineValue, r.bet, r.odds,
          r.result, r.actualValue, r.pendingReason, r.pickText, r.matchup, r.confidence],
      );
      return (rowCount ?? 0) > 0;
    },

    async gradedResults(): Promise<GradedProp[]> {
      const { rows } = await db.query(
        `SELECT prop_id, game_date::text AS game_date, league, result, pick_text, matchup, odds, prop_type, confidence
         FROM prop_results WHERE result IN ('won', 'lost', 'push')`,
      );
      return rows.map((r: Row) => ({
        propId: String(r.prop_id),
        date: ymd(r.game_date),
        league: String(r.league),
        result: r.result as GameOutcome,
        pickText: String(r.pick_text),
        matchup: String(r.matchup),
        odds: Number(r.odds),
        propType: String(r.prop_type),
        confidence: Number(r.confidence),
      }));
    },

    /** Events with props still pending on a missing box score, game on or after `since`. */
    async pendingEvents(since: string): Promise<{ eventId: string; league: string; homeTeam: string; awayTeam: string; date: string }[]> {
      const { rows } = await db.query(
        `SELECT DISTINCT p.event_id, p.league, p.home_team, p.away_team, p.date::text AS date
         FROM prop_results r JOIN prop_picks p ON p.id = r.prop_id
         WHERE r.result = 'pending' AND r.game_date >= $1`,
        [since],
      );
      return rows.map((r: Row) => ({ eventId: String(r.event_id), league: String(r.league), homeTeam: String(r.home_team), awayTeam: String(r.away_team), date: ymd(r.date) }));
    },

    async startRun(date: string, trigger: string): Promise<number> {
      const { rows } = await db.query<{ id: string }>('INSERT INTO prop_runs (date, trigger) VALUES ($1, $2) RETURNING id', [date, trigger]);
      return Number(rows[0]!.id);
    },

    async finishRun(id: number, out: { count: number; level: string; message: string; notes: string[] }): Promise<void> {
      await db.query('UPDATE prop_runs SET finished_at = now(), count = $2, level = $3, message = $4, notes = $5::jsonb WHERE id = $1', [
        id, out.count, out.level, out.message, JSON.stringify(out.notes),
      ]);
    },

    async hasRun(date: string, trigger: string): Promise<boolean> {
      const { rows } = await db.query('SELECT 1 FROM prop_runs WHERE date = $1 AND trigger = $2 AND finished_at IS NOT NULL LIMIT 1', [date, trigger]);
      return rows.length > 0;
    },
  };
}

export type PropsRepo = ReturnType<typeof createPropsRepo>;
