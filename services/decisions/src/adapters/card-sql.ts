// The BetCard as SQL, for the settling statement: it settles a pick, reads each affected user's
// decisions once, builds their whole card and writes the user-stats.updated events to the outbox,
// all in one pass, with no row going to Node and back (a slate settles 100,000 users a pick).
// buildBetCard (domain/bet-card.ts) stays the one definition: test/settle.int.test.ts holds every
// card this writes equal to the card buildBetCard makes from the same rows. Units are not redone
// in SQL: each graded pick's units a ride, a fade and riding all make come from choiceUnits
// (domain/units.ts) and enter the statement as arrays.
import type { Decision, GameOutcome } from '@gary/betting';
import type { Queryable } from '@gary/platform';
import { choiceUnits } from '../domain/units';
import { isoSql } from './sql-rules';

/** What one unit on each side of a graded pick made: the statement's $3..$6. */
export interface PickUnits {
  pickIds: string[];
  ride: (number | null)[];
  fade: (number | null)[];
  ridingAll: (number | null)[];
}

/**
 * Every graded pick's units per side at one unit (null where the rules give none: impossible odds,
 * a void result), read from the picks projection: a few rows a day, not per user.
 */
export async function gradedPickUnits(db: Queryable): Promise<PickUnits> {
  const { rows } = await db.query<{ pick_id: string; odds: number; result: GameOutcome }>(
    `SELECT pick_id, COALESCE(settled_odds, odds) AS odds, result FROM picks WHERE result IS NOT NULL`,
  );
  const out: PickUnits = { pickIds: [], ride: [], fade: [], ridingAll: [] };
  const side = (decision: Decision, r: { odds: number; result: GameOutcome }) => choiceUnits({ decision, pickOdds: r.odds, pickResult: r.result });
  for (const r of rows) {
    const ride = side('ride', r);
    const fade = side('fade', r);
    out.pickIds.push(r.pick_id);
    out.ride.push(ride.ok ? ride.value.choosing : null);
    out.fade.push(fade.ok ? fade.value.choosing : null);
    // Riding all is the same for either side's decision; a decision whose own side fails counts neither.
    out.ridingAll.push(ride.ok ? ride.value.ridingAll : null);
  }
  return out;
}

/** Math.round(x * 100) / 100 (roundUnits) in float8. */
const roundUnitsSql = (x: string) => `(floor((${x}) * 100 + 0.5) / 100)`;
/** Math.round(x) for x >= 0. */
const roundSql = (x: string) => `floor((${x}) + 0.5)::int`;

/** One entry of recent_results as the card shows it (recentOut). */
const recentOutSql = (e: string) =>
  `jsonb_build_object('pickId', ${e}->'pickId', 'matchup', COALESCE(NULLIF(${e}->'matchup', 'null'::jsonb), '""'::jsonb), ` +
  `'decision', ${e}->'decision', 'timestamp', ${e}->'timestamp', 'resultPending', ${e}->'resultPending', ` +
  `'pickResult', COALESCE(${e}->'pickResult', 'null'::jsonb), ` +
  `'userCorrect', CASE WHEN COALESCE((${e}->>'resultPending')::boolean, false) THEN 'null'::jsonb ` +
  `ELSE to_jsonb(COALESCE((${e}->>'userCorrect')::boolean, false)) END, 'outcome', ${e}->'outcome')`;

/**
 * The card (buildBetCard) of stats row `u` (user_stats columns), with `c` the user's aggregates from
 * CARD_AGGREGATES_SQL (leagues, choosing, riding_all).
 */
export const betCardSql = (u: string, c: string) => `jsonb_build_object(
  'userId', ${u}.user_id, 'version', ${u}.version,
  'username', CASE WHEN ${u}.username IS NULL OR ${u}.username ~ '^\\s*$' THEN 'Bettor' ELSE ${u}.username END,
  'badge', CASE WHEN ${u}.ride_count >= ${u}.fade_count THEN 'RIDES WITH GARY' ELSE 'FADES THE BEAR' END,
  'rideCount', ${u}.ride_count, 'fadeCount', ${u}.fade_count,
  'ridePct', CASE WHEN ${u}.ride_count + ${u}.fade_count = 0 THEN 0 ELSE ${roundSql(`${u}.ride_count::float8 / (${u}.ride_count + ${u}.fade_count) * 100`)} END,
  'fadePct', CASE WHEN ${u}.ride_count + ${u}.fade_count = 0 THEN 0 ELSE 100 - ${roundSql(`${u}.ride_count::float8 / (${u}.ride_count + ${u}.fade_count) * 100`)} END,
  'winCount', ${u}.win_count, 'lossCount', ${u}.loss_count, 'pushCount', ${u}.push_count,
  'winRate', CASE WHEN ${u}.win_count + ${u}.loss_count = 0 OR ${u}.win_count < 0 OR ${u}.loss_count < 0 THEN 0
                  ELSE ${roundSql(`${u}.win_count::float8 / (${u}.win_count + ${u}.loss_count) * 100`)} END,
  'record', ${u}.win_count || '-' || ${u}.loss_count,
  'streak', ${u}.current_streak,
  'streakDisplay', CASE WHEN ${u}.current_streak > 0 THEN '+' || ${u}.current_streak ELSE ${u}.current_streak::text END,
  'longestStreak', ${u}.longest_streak, 'totalDecisions', ${u}.total_picks,
  'recentResults', CASE WHEN jsonb_typeof(${u}.recent_results) = 'array' THEN
    (SELECT COALESCE(jsonb_agg(${recentOutSql('r.e')} ORDER BY r.i), '[]'::jsonb) FROM jsonb_array_elements(${u}.recent_results) WITH ORDINALITY r(e, i))
    ELSE '[]'::jsonb END,
  'leagues', COALESCE(${c}.leagues, '[]'::jsonb),
  'vsRidingAll', jsonb_build_object('unitsChoosing', ${c}.choosing, 'unitsRidingAll', ${c}.riding_all, 'unitsAdded', ${roundUnitsSql(`${c}.choosing - ${c}.riding_all`)}),
  'unitsWon', ${c}.choosing,
  'lastResult', ${u}.last_result,
  'updatedAt', CASE WHEN ${u}.updated_at IS NULL THEN NULL ELSE ${isoSql(`${u}.updated_at`)} END)`;

/**
 * Per user of `settled` (user_id, pick_id, outcome: the decisions the statement settles), every
 * decision their card counts, each read once: leagues (wins, losses, pushes, total; most first,
 * then by name) and units at stake (unrounded sums rounded once, as units() does). The statement's
 * snapshot predates its own update, so the decision it settles takes the outcome it was just given.
 * $3..$6: PickUnits.
 */
export const CARD_AGGREGATES_SQL = `
card_rows AS (
  SELECT se.user_id, p.league, x.outcome,
         -- choiceUnits answers for a side only when its rules hold; riding all holds whenever either does.
         CASE WHEN x.outcome IN ('win', 'loss', 'push') THEN x.chosen * d.stake_units::float8 END AS choosing,
         CASE WHEN x.outcome IN ('win', 'loss', 'push') AND x.chosen IS NOT NULL THEN pu.riding_all * d.stake_units::float8 END AS riding_all
  FROM settled se
  JOIN decisions d ON d.user_id = se.user_id AND d.outcome <> 'void'
  JOIN picks p ON p.pick_id = d.pick_id
  LEFT JOIN unnest($3::text[], $4::float8[], $5::float8[], $6::float8[]) pu(pick_id, ride, fade, riding_all) ON pu.pick_id = d.pick_id
  CROSS JOIN LATERAL (SELECT CASE WHEN d.pick_id = se.pick_id THEN se.outcome ELSE d.outcome END AS outcome,
                             CASE d.decision WHEN 'ride' THEN pu.ride ELSE pu.fade END AS chosen) x
),
card_leagues AS (
  SELECT user_id, league, count(*)::int AS total, count(*) FILTER (WHERE outcome = 'win')::int AS wins,
         count(*) FILTER (WHERE outcome = 'loss')::int AS losses, count(*) FILTER (WHERE outcome = 'push')::int AS pushes,
         sum(choosing) AS choosing, sum(riding_all) AS riding_all
  FROM card_rows GROUP BY user_id, league
),
cards AS (
  SELECT user_id,
         jsonb_agg(jsonb_build_object('league', league, 'wins', wins, 'losses', losses, 'pushes', pushes, 'total', total)
                   ORDER BY total DESC, league COLLATE "C") AS leagues,
         ${roundUnitsSql('COALESCE(sum(choosing), 0)')} AS choosing,
         ${roundUnitsSql('COALESCE(sum(riding_all), 0)')} AS riding_all
  FROM card_leagues GROUP BY user_id
)`;
