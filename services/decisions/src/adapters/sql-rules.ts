// The rules of @gary/betting as SQL expressions, for set-based statements that settle thousands
// of decisions in one go: settleDecision (ride wins when the pick won, fade wins when it lost, push
// is push), nextStreak (correct: max(0, s) + 1; wrong: min(0, s) - 1; push: s), and the
// tracking-flow recent_results entries. test/sql-rules.int.test.ts holds them to the TypeScript.

/** 'pending' while the result is NULL, else win, loss or push for the decision. */
export const outcomeSql = (decision: string, result: string) =>
  `(CASE WHEN ${result} IS NULL THEN 'pending' WHEN ${result} = 'push' THEN 'push' ` +
  `WHEN (${decision} = 'ride') = (${result} = 'won') THEN 'win' ELSE 'loss' END)`;

/** The streak after an outcome; anything but win or loss leaves it. */
export const nextStreakSql = (streak: string, outcome: string) =>
  `(CASE ${outcome} WHEN 'win' THEN GREATEST(0, ${streak}) + 1 WHEN 'loss' THEN LEAST(0, ${streak}) - 1 ELSE ${streak} END)`;

/**
 * An instant as the ISO text the events and the API use (UTC, milliseconds, Z). The format has no
 * ':' followed by a letter, so the statements run unchanged under pgbench (which reads ':name' as
 * a variable) for the benchmark's side-by-side.
 */
export const isoSql = (instant: string) => `replace(to_char(${instant} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24#MI#SS.MS"Z"'), '#', ':')`;

/** A tracking-flow entry for recent_results. */
export const recentEntrySql = (e: { pickId: string; matchup: string; decision: string; at: string; outcome: string; result: string }) =>
  `jsonb_build_object('pickId', ${e.pickId}, 'matchup', ${e.matchup}, 'decision', ${e.decision}, 'timestamp', ${isoSql(e.at)}, ` +
  `'resultPending', ${e.outcome} = 'pending', 'pickResult', ${e.result}, ` +
  `'userCorrect', CASE WHEN ${e.outcome} = 'pending' THEN NULL ELSE ${e.outcome} = 'win' END, 'outcome', ${e.outcome})`;

/** recent_results with the pending entry of one pick marked settled (others untouched, order kept). */
export const settleRecentSql = (recent: string, pickId: string, outcome: string, result: string) =>
  `(CASE WHEN ${recent} @> jsonb_build_array(jsonb_build_object('pickId', ${pickId}, 'resultPending', true)) THEN ` +
  `(SELECT jsonb_agg(CASE WHEN r.e->>'pickId' = ${pickId} THEN r.e || jsonb_build_object('resultPending', false, ` +
  `'pickResult', ${result}, 'userCorrect', ${outcome} = 'win', 'outcome', ${outcome}) ELSE r.e END ORDER BY r.i) ` +
  `FROM jsonb_array_elements(${recent}) WITH ORDINALITY AS r(e, i)) ELSE ${recent} END)`;

/** How many recent_results entries are kept (tracking flow). */
export const RECENT_KEEP = 10;

/**
 * INSERT of one user-stats.updated event per row of `statsCte` (a CTE over user_stats rows),
 * into the outbox in the same statement. The envelope is the one makeEvent builds; the contract
 * test parses every row with parseEvent. `traceparent` is an SQL expression over the row `x` (the
 * W3C trace context the event was made in, NULL for none), which the outbox's enqueue would stamp.
 */
export const statsEventsInsertSql = (statsCte: string, at: string, traceparent = 'NULL') => `
  INSERT INTO outbox (id, topic, key, envelope)
  SELECT x.id, 'user-stats.updated', x.user_id::text, jsonb_build_object(
    'id', x.id, 'type', 'user-stats.updated', 'version', 1, 'occurredAt', ${isoSql(at)},
    'source', 'decisions', 'key', x.user_id::text,
    'data', jsonb_build_object(
      'userId', x.user_id, 'totalPicks', x.total_picks, 'rideCount', x.ride_count, 'fadeCount', x.fade_count,
      'winCount', x.win_count, 'lossCount', x.loss_count, 'pushCount', x.push_count,
      'currentStreak', x.current_streak, 'longestStreak', x.longest_streak, 'updatedAt', ${isoSql(at)}))
    || jsonb_strip_nulls(jsonb_build_object('traceparent', (${traceparent})::text))
  FROM (SELECT gen_random_uuid() AS id, s.* FROM ${statsCte} s) x
  RETURNING 1`;
