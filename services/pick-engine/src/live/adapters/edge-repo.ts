// Postgres repository of each pick's fair line (sharp or consensus, and the close CLV is measured
// against) and of the MLB starters it assumed and any change of them after publishing.
import type { Queryable } from '@gary/platform';
import type { PickClass } from '@gary/handicap';
import type { FairSource } from '../../domain/fair-line';
import type { StarterChange, StartersInput } from '../../domain/starters';

export interface PickEdgeInfo {
  fairSource: FairSource | null;
  fairProbability: number | null;
  classification: PickClass | null;
  evAtFair: number | null;
  stake: number | null;
  betPrice: number | null;
  closingSource: FairSource | null;
  starters: StartersInput | null;
  starterChanges: (Omit<StarterChange, 'nowId'> & { seenAt: string })[];
}

export interface PublishedFairLine {
  source: FairSource;
  probability: number;
  classification: PickClass | null;
  evAtFair: number | null;
  stake: number | null;
  betPrice: number | null;
}

/** The fair line and the Bet/Lean call published with a pick (a Lean's stake is never stored). */
export async function insertFairLine(db: Queryable, pickId: string, f: PublishedFairLine): Promise<void> {
  const stake = f.classification === 'bet' ? f.stake : null;
  await db.query(
    'INSERT INTO pick_fair_lines (pick_id, source, probability, classification, ev_at_fair, stake, bet_price) VALUES ($1, $2, $3, $4, $5, $6, $7)',
    [pickId, f.source, f.probability, f.classification, f.evAtFair, stake, f.betPrice],
  );
}

/** Which close the CLV of the pick is measured against (a pick from before the fair line gets a row of its own). */
export async function recordClosingSource(db: Queryable, pickId: string, source: FairSource): Promise<void> {
  await db.query(
    `INSERT INTO pick_fair_lines (pick_id, closing_source) VALUES ($1, $2)
     ON CONFLICT (pick_id) DO UPDATE SET closing_source = EXCLUDED.closing_source`,
    [pickId, source],
  );
}

export async function insertStarters(db: Queryable, pickId: string, starters: StartersInput, at: Date): Promise<void> {
  await db.query('INSERT INTO pick_starters (pick_id, assumed, recorded_at) VALUES ($1, $2, $3)', [pickId, JSON.stringify(starters), at.toISOString()]);
}

/** MLB picks with assumed starters whose game has not started, for the starter watch. */
export async function picksWatchingStarters(db: Queryable, now: Date): Promise<{ pickId: string; date: string; eventId: string; league: string; homeTeam: string; awayTeam: string; assumed: StartersInput }[]> {
  const { rows } = await db.query(
    `SELECT p.pick_id, to_char(p.date, 'YYYY-MM-DD') AS date, p.event_id, p.league, p.home_team, p.away_team, s.assumed
       FROM picks p JOIN pick_starters s ON s.pick_id = p.pick_id
      WHERE p.game_time > $1 ORDER BY p.game_time, p.pick_id`,
    [now.toISOString()],
  );
  return rows.map((r) => ({ pickId: String(r.pick_id), date: String(r.date), eventId: String(r.event_id), league: String(r.league), homeTeam: String(r.home_team), awayTeam: String(r.away_team), assumed: r.assumed as StartersInput }));
}

/** The pick's changes as seen now: each changed side upserted, each side back to the assumed starter removed. */
export async function saveStarterChanges(db: Queryable, pickId: string, changes: readonly StarterChange[], at: Date): Promise<void> {
  const sides = changes.map((c) => c.side);
  await db.query('DELETE FROM pick_starter_changes WHERE pick_id = $1 AND NOT (side = ANY($2::text[]))', [pickId, sides]);
  for (const c of changes) {
    await db.query(
      `INSERT INTO pick_starter_changes (pick_id, side, team, assumed_name, now_id, now_name, seen_at) VALUES ($1,$2,$3,$4,$5,$6,$7)
       ON CONFLICT (pick_id, side) DO UPDATE SET now_id = EXCLUDED.now_id, now_name = EXCLUDED.now_name, seen_at = EXCLUDED.seen_at
       WHERE (pick_starter_changes.now_id, pick_starter_changes.now_name) IS DISTINCT FROM (EXCLUDED.now_id, EXCLUDED.now_name)`,
      [pickId, c.side, c.team, c.assumed, c.nowId, c.now, at.toISOString()],
    );
  }
}

export async function edgeInfoFor(db: Queryable, pickIds: readonly string[]): Promise<Map<string, PickEdgeInfo>> {
  const out = new Map<string, PickEdgeInfo>();
  if (pickIds.length === 0) return out;
  const entry = (id: string): PickEdgeInfo => {
    let e = out.get(id);
    if (!e) out.set(id, (e = { fairSource: null, fairProbability: null, classification: null, evAtFair: null, stake: null, betPrice: null, closingSource: null, starters: null, starterChanges: [] }));
    return e;
  };
  const [fair, starters, changes] = await Promise.all([
    db.query('SELECT pick_id, source, probability, classification, ev_at_fair, stake, bet_price, closing_source FROM pick_fair_lines WHERE pick_id = ANY($1::text[])', [pickIds]),
    db.query('SELECT pick_id, assumed FROM pick_starters WHERE pick_id = ANY($1::text[])', [pickIds]),
    db.query('SELECT * FROM pick_starter_changes WHERE pick_id = ANY($1::text[]) ORDER BY side DESC', [pickIds]),
  ]);
  for (const r of fair.rows) {
    const e = entry(String(r.pick_id));
    e.fairSource = (r.source as FairSource | null) ?? null;
    e.fairProbability = r.probability === null ? null : Number(r.probability);
    e.classification = (r.classification as PickClass | null) ?? null;
    e.evAtFair = r.ev_at_fair === null ? null : Number(r.ev_at_fair);
    e.stake = r.stake === null ? null : Number(r.stake);
    e.betPrice = r.bet_price === null ? null : Number(r.bet_price);
    e.closingSource = (r.closing_source as FairSource | null) ?? null;
  }
  for (const r of starters.rows) entry(String(r.pick_id)).starters = r.assumed as StartersInput;
  for (const r of changes.rows) {
    entry(String(r.pick_id)).starterChanges.push({
      side: r.side, team: String(r.team), assumed: String(r.assumed_name), now: (r.now_name as string | null) ?? null, seenAt: (r.seen_at as Date).toISOString(),
    });
  }
  return out;
}
