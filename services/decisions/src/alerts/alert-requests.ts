// What decisions asks auth to send (alert.requested, written to the outbox in the same transaction
// as what caused it). Decisions knows who rode or faded each pick; auth owns the addresses, the
// preferences, quiet hours, breaks and the senders. Paid content: dead/alive and scratch alerts go
// only to users who decided the pick (they could read it); the picks-out alert carries a free
// variant that names only the day's free pick; the recap covers graded picks (public).
import { addDays, closingLineValue, easternDate, easternWallTimeToUtc } from '@gary/betting';
import { makeEvent, type EventData } from '@gary/contracts';
import { enqueue, withTransaction, type Pool, type Queryable } from '@gary/platform';
import { choiceUnits, roundUnits } from '../domain/units';
import { callsSummary, callTag, type PickCall, type RecapLine } from './recap-calls';

type Alert = EventData<'alert.requested'>;

async function request(db: Queryable, a: Alert): Promise<void> {
  await enqueue(db, [makeEvent('alert.requested', { source: 'decisions', key: `${a.kind}:${a.ref}`, data: a })]);
}

async function decidersOf(db: Queryable, pickId: string): Promise<string[]> {
  const { rows } = await db.query<{ user_id: string }>('SELECT user_id FROM decisions WHERE pick_id = $1 ORDER BY user_id', [pickId]);
  return rows.map((r) => r.user_id);
}

const fmtOdds = (o: number) => (o > 0 ? `+${o}` : String(o));

/** pick.live-status: "went dead" (from alive or close) and "came back" (from dead), to the pick's deciders. */
export async function requestLiveStatusAlert(tx: Queryable, e: EventData<'pick.live-status'>, now: Date): Promise<string> {
  const dead = e.status === 'dead' && e.previous !== 'dead' && e.previous !== null;
  const back = e.status !== 'dead' && e.previous === 'dead';
  if (!dead && !back) return 'skipped: no alert for this change';
  const { rows } = await tx.query<{ pick: string; matchup: string }>('SELECT pick, matchup FROM picks WHERE pick_id = $1', [e.pickId]);
  const p = rows[0];
  const users = await decidersOf(tx, e.pickId);
  if (!p || users.length === 0) return 'skipped: nobody decided it';
  const best = e.bestPrice === null ? '' : ` Best price now ${fmtOdds(e.bestPrice)}${e.bestBook ? ` at ${e.bestBook}` : ''}.`;
  await request(tx, {
    kind: dead ? 'pick-dead' : 'pick-alive',
    ref: e.pickId,
    userIds: users,
    title: dead ? `Gone dead: ${p.pick}` : `Playable again: ${p.pick}`,
    body: dead
      ? `${p.pick} (${p.matchup}) is past its price to beat: no featured book offers it there any more.${best}`
      : `${p.pick} (${p.matchup}) is back at or better than its price to beat.${best}`,
    url: '/betcard',
    freeVariant: null,
    requestedAt: now.toISOString(),
  });
  return 'applied';
}

/** pick.corrected to void (postponed, cancelled, voided): the scratch alert, to the pick's deciders. */
export async function requestScratchAlert(tx: Queryable, c: EventData<'pick.corrected'>, now: Date): Promise<void> {
  if (c.newResult !== 'void') return;
  const users = await decidersOf(tx, c.pickId);
  if (users.length === 0) return;
  const { rows } = await tx.query<{ pick: string; matchup: string }>('SELECT pick, matchup FROM picks WHERE pick_id = $1', [c.pickId]);
  const p = rows[0];
  if (!p) return;
  const what = c.kind === 'postponed' ? 'postponed' : c.kind === 'cancelled' ? 'cancelled' : 'voided';
  await request(tx, {
    kind: 'pick-scratched',
    ref: c.pickId,
    userIds: users,
    title: `Scratched: ${p.matchup}`,
    body: `${p.matchup} was ${what} (${c.reason}), so Gary's pick ${p.pick} is scratched.\nYour ride or fade on it is void: it counts in no record, streak or leaderboard.`,
    url: '/betcard',
    freeVariant: null,
    requestedAt: now.toISOString(),
  });
}

/**
 * The day's picks are out: on card.shown (pick-engine's: its card became the one the site shows,
 * at 10:00 ET or earlier when the day before had none, and its own run has stored), once per card.
 * Pro readers get the list; everyone else the card's free pick only, as the card names it. Nothing
 * here works out the day, the hour or the free pick. Answers whether it asked.
 */
export async function requestPicksOut(tx: Queryable, card: EventData<'card.shown'>, now: Date): Promise<boolean> {
  const claimed = await tx.query(`INSERT INTO alert_days (kind, pick_date, requested_at) VALUES ('picks-out', $1, $2) ON CONFLICT DO NOTHING`, [card.date, now]);
  if (claimed.rowCount !== 1) return false;
  const rows = card.picks;
  const free = rows.find((r) => r.pickId === card.freePickId) ?? null;
  const line = (r: (typeof rows)[number]) => `${r.league}: ${r.pick} (${fmtOdds(r.odds)}), ${r.matchup}`;
  const more = rows.length - 1;
  await request(tx, {
    kind: 'picks-out',
    ref: card.date,
    userIds: null,
    title: `Gary's ${rows.length} pick${rows.length === 1 ? '' : 's'} for today are out`,
    body: rows.map(line).join('\n'),
    url: '/',
    freeVariant: free
      ? { title: "Today's free pick is out", body: `${line(free)}${more > 0 ? `\n${more} more pick${more === 1 ? ' is' : 's are'} on Pro.` : ''}`, url: '/' }
      : { title: "Gary's picks for today are out", body: `${rows.length} picks are on Pro today.`, url: '/' },
    requestedAt: now.toISOString(),
  });
  return true;
}

/**
 * The morning recap: once a day, at or after 08:00 ET, for each user who decided yesterday's picks,
 * their graded record, units (at their stakes) and closing line value: the Billfold's (the closing
 * fair probability of Gary's side against his price at publish), turned for a fade, which has no
 * price of its own at publish. Answers how many recaps were asked for.
 */
export async function requestRecaps(pool: Pool, now: Date): Promise<number> {
  const today = easternDate(now);
  if (!today.ok) return 0;
  const eight = easternWallTimeToUtc(today.value, 8);
  const y = addDays(today.value, -1);
  if (!eight.ok || !y.ok || now < eight.value) return 0;
  return withTransaction(pool, async (tx) => {
    const claimed = await tx.query(`INSERT INTO alert_days (kind, pick_date, requested_at) VALUES ('recap', $1, $2) ON CONFLICT DO NOTHING`, [y.value, now]);
    if (claimed.rowCount !== 1) return 0;
    // Units at the price paid (a won parlay with a dropped leg paid less); CLV against the published price.
    const { rows } = await tx.query<{ user_id: string; decision: 'ride' | 'fade'; outcome: string; stake_units: string; pick: string; odds: number; paid_odds: number; closing_no_vig: number | null; result: string; classification: PickCall }>(
      `SELECT d.user_id, d.decision, d.outcome, d.stake_units, p.pick, p.odds, COALESCE(p.settled_odds, p.odds) AS paid_odds, p.closing_no_vig, p.result, p.classification
         FROM decisions d JOIN picks p ON p.pick_id = d.pick_id
        WHERE p.pick_date = $1 AND p.result IN ('won', 'lost', 'push') AND d.outcome IN ('win', 'loss', 'push')
        ORDER BY d.user_id, p.game_time, p.pick_id`,
      [y.value],
    );
    const byUser = new Map<string, typeof rows>();
    for (const r of rows) byUser.set(r.user_id, [...(byUser.get(r.user_id) ?? []), r]);
    for (const [userId, list] of byUser) {
      let units = 0;
      const clv: number[] = [];
      const lines: string[] = [];
      const calls: RecapLine[] = [];
      const count = { win: 0, loss: 0, push: 0 };
      for (const r of list) {
        count[r.outcome as 'win' | 'loss' | 'push']++;
        const u = choiceUnits({ decision: r.decision, pickOdds: r.paid_odds, pickResult: r.result as 'won' | 'lost' | 'push' });
        const made = u.ok ? u.value.choosing * Number(r.stake_units) : 0;
        units += made;
        let clvText = '';
        const value = closingLineValue(r.odds, r.closing_no_vig);
        if (value !== null) {
          const pts = value * 100 * (r.decision === 'ride' ? 1 : -1);
          clv.push(pts);
          clvText = `, CLV ${pts >= 0 ? '+' : ''}${pts.toFixed(1)} pts`;
        }
        calls.push({ call: r.classification ?? null, outcome: r.outcome as RecapLine['outcome'], units: made });
        lines.push(`${r.decision === 'ride' ? 'Rode' : 'Faded'} ${r.pick}${callTag(r.classification ?? null)}: ${r.outcome}, ${made >= 0 ? '+' : ''}${roundUnits(made).toFixed(2)} u${clvText}`);
      }
      const total = roundUnits(units);
      const avgClv = clv.length ? clv.reduce((a, b) => a + b, 0) / clv.length : null;
      // Gary's Bets and Leans apart, the Bets first: the headline of the recap where the picks had a call.
      const summary = callsSummary(calls);
      await request(tx, {
        kind: 'recap',
        ref: y.value,
        userIds: [userId],
        title: `Your picks for ${y.value}: ${summary ?? `${count.win}-${count.loss}-${count.push}, ${total >= 0 ? '+' : ''}${total.toFixed(2)} units`}`,
        body: [...(summary ? [`All: ${count.win}-${count.loss}-${count.push}, ${total >= 0 ? '+' : ''}${total.toFixed(2)} units`] : []), ...lines, avgClv === null ? 'No closing prices recorded for CLV.' : `Average closing line value: ${avgClv >= 0 ? '+' : ''}${avgClv.toFixed(1)} points.`].join('\n'),
        url: '/betcard',
        freeVariant: null,
        requestedAt: now.toISOString(),
      });
    }
    return byUser.size;
  });
}
