// The alerts decisions asks auth to send (alert.requested in its outbox, real Postgres): the day's
// picks-out alert once, with a free variant naming only the free pick; dead/alive and scratch alerts
// only to the users who rode or faded the pick; the morning recap with units and CLV.
import { randomUUID } from 'node:crypto';
import { closingLineValue } from '@gary/betting';
import { makeEvent, parseEvent, type EventData } from '@gary/contracts';
import { startDecisions, testClock } from './decisions-harness';

const clock = testClock('2026-11-18T15:00:00Z'); // 10:00 ET
let h: Awaited<ReturnType<typeof startDecisions>>;
beforeAll(async () => {
  h = await startDecisions({ clock });
});
afterAll(() => h?.stop());

const alerts = async () => {
  const { rows } = await h.sut.pool.query<{ envelope: unknown }>(`SELECT envelope FROM outbox WHERE topic = 'alert.requested' ORDER BY seq`);
  return rows.map((r) => parseEvent(r.envelope).data as EventData<'alert.requested'>);
};
const u = () => randomUUID();

describe('alert.requested from decisions', () => {
  let picks: EventData<'pick.published'>[];
  const [rider, fader, bystander] = [u(), u(), u()];

  beforeAll(async () => {
    picks = [
      await h.publishPick({ pick: 'Celtics -4.5 -110', confidence: 0.61, classification: 'bet' }),
      await h.publishPick({ pick: 'Lakers ML -135', odds: -135, matchup: 'Suns @ Lakers', confidence: 0.83 }),
      await h.publishPick({ pick: 'Bruins +1.5 -180', odds: -180, league: 'NHL', matchup: 'Rangers @ Bruins', confidence: 0.7 }),
    ];
    for (const [id, name] of [[rider, 'rider'], [fader, 'fader'], [bystander, 'bystander']] as const) await h.register(id, name);
    await h.decide(rider, picks[0]!.pickId, 'ride');
    await h.decide(fader, picks[0]!.pickId, 'fade');
    await h.decide(rider, picks[1]!.pickId, 'ride');
  });

  /** pick-engine's card.shown for a card of these picks (its free pick named by the card). */
  const shown = (date: string, list: EventData<'pick.published'>[], freePickId: string) =>
    makeEvent('card.shown', {
      source: 'pick-engine',
      key: date,
      data: {
        date,
        shownFrom: clock.now().toISOString(),
        shownAt: clock.now().toISOString(),
        freePickId,
        picks: list.map((p) => ({ pickId: p.pickId, league: p.league, pick: p.pick, odds: p.odds, matchup: p.matchup })),
      },
    });

  it('"the day\'s picks are out (10:00 ET)": on card.shown, once per card; the free variant names only the card\'s free pick', async () => {
    const event = shown('2026-11-18', picks, picks[1]!.pickId);
    await h.bus.publish([event]);
    await h.bus.drain();
    // Redelivered, and a second card.shown of the same card (another replica's job): still once.
    await h.bus.publish([event, shown('2026-11-18', picks, picks[1]!.pickId)]);
    await h.bus.drain();
    const out = (await alerts()).filter((a) => a.kind === 'picks-out');
    expect(out).toHaveLength(1);
    expect(out[0]).toMatchObject({ ref: '2026-11-18', userIds: null });
    for (const p of picks) expect(out[0]!.body).toContain(p.pick);
    expect(out[0]!.freeVariant!.body).toContain('Lakers ML -135');
    expect(out[0]!.freeVariant!.body).not.toContain('Celtics');
    expect(out[0]!.freeVariant!.body).not.toContain('Bruins');
    expect(out[0]!.freeVariant!.body).toContain('2 more picks are on Pro');
  });

  it('no clock of its own: the alert goes whenever the card is shown (a night-time card, the next day\'s card), never before', async () => {
    const night = await h.publishPick({ pickId: `nba-night-${randomUUID().slice(0, 8)}`, date: '2026-11-20', pick: 'Nuggets -2.5 -110', matchup: 'Suns @ Nuggets' });
    expect((await alerts()).filter((a) => a.kind === 'picks-out' && a.ref === '2026-11-20')).toHaveLength(0);
    await h.bus.publish([shown('2026-11-20', [night], night.pickId)]);
    await h.bus.drain();
    const out = (await alerts()).filter((a) => a.kind === 'picks-out' && a.ref === '2026-11-20');
    expect(out).toHaveLength(1);
    expect(out[0]!.freeVariant!.body).toContain('Nuggets -2.5 -110');
  });

  const live = (pickId: string, previous: 'alive' | 'close' | 'dead' | null, status: 'alive' | 'close' | 'dead') =>
    makeEvent('pick.live-status', {
      source: 'pick-engine',
      key: pickId,
      data: { pickId, date: '2026-11-18', free: false, eventId: 'ev-1', status, previous, bestPrice: -130, bestLine: -5.5, bestBook: 'DraftKings', snapshotAt: clock.now().toISOString() },
    });

  it('"a pick I rode or faded went dead or came back": only to its riders and faders; a move between alive and close asks nothing', async () => {
    const p = picks[0]!.pickId;
    await h.bus.publish([live(p, 'alive', 'close')]);
    await h.bus.publish([live(p, 'close', 'dead')]);
    await h.bus.publish([live(p, 'dead', 'alive')]);
    await h.bus.drain();
    const mine = (await alerts()).filter((a) => a.ref === p);
    expect(mine.map((a) => a.kind)).toEqual(['pick-dead', 'pick-alive']);
    for (const a of mine) expect([...a.userIds!].sort()).toEqual([rider, fader].sort());
    expect(mine[0]!.body).toContain('-130 at DraftKings');
  });

  it('"a pick I rode or faded was scratched": pick.corrected to void asks the scratch alert of its deciders', async () => {
    const p = picks[1]!.pickId;
    await h.bus.publish([
      makeEvent('pick.corrected', {
        source: 'pick-engine',
        key: p,
        data: { correctionId: `c-${u()}`, pickId: p, eventId: 'ev-2', date: '2026-11-18', league: 'NBA', revision: 1, kind: 'postponed', oldResult: null, newResult: 'void', oldFinalScore: null, newFinalScore: '', reason: 'Postponed: arena power outage', source: 'provider', correctedAt: clock.now().toISOString() },
      }),
    ]);
    await h.bus.drain();
    const scratch = (await alerts()).filter((a) => a.kind === 'pick-scratched');
    expect(scratch).toHaveLength(1);
    expect(scratch[0]).toMatchObject({ ref: p, userIds: [rider] });
    expect(scratch[0]!.body).toContain('Postponed: arena power outage');
  });

  it('"my picks were graded (a morning recap with units and CLV)": at 08:00 ET the next day, per user, once; "the morning recap computes closing line value with the Billfold\'s formula"', async () => {
    const p = picks[0]!;
    await h.bus.publish([
      makeEvent('pick.graded', {
        source: 'pick-engine',
        key: p.pickId,
        data: { pickId: p.pickId, eventId: 'ev', date: '2026-11-18', league: 'NBA', result: 'won', finalScore: '110-100', odds: -110, closingOdds: -130, closingNoVig: 0.55, gradedAt: clock.now().toISOString() },
      }),
    ]);
    await h.bus.drain();
    clock.set('2026-11-19T12:59:00Z');
    await h.handle.jobs.run('alerts-recap');
    expect((await alerts()).filter((a) => a.kind === 'recap')).toHaveLength(0);
    clock.set('2026-11-19T13:00:00Z'); // 08:00 ET
    await h.handle.jobs.run('alerts-recap');
    await h.handle.jobs.run('alerts-recap');
    const recaps = (await alerts()).filter((a) => a.kind === 'recap');
    expect(recaps).toHaveLength(2);
    const r = recaps.find((a) => a.userIds![0] === rider)!;
    const f = recaps.find((a) => a.userIds![0] === fader)!;
    // Rode -110 and won: +0.91 u. CLV is the Billfold's (closingLineValue): the closing fair 55% less
    // -110's break-even 52.38% = +2.6 points for the rider (not the closing price's -130, margin and all).
    // The pick was a Bet: the recap's headline is the member's Bets, Leans apart (issue 26).
    expect(r.title).toBe('Your picks for 2026-11-18: Bets 1-0-0, +0.91 u · no Leans');
    expect(r.body).toContain('All: 1-0-0, +0.91 units');
    expect(r.body).toContain('Rode Celtics -4.5 -110 (Bet): win');
    expect(r.body).toContain(`CLV +${(closingLineValue(-110, 0.55)! * 100).toFixed(1)} pts`);
    expect(r.body).toContain('CLV +2.6 pts');
    expect(f.title).toBe('Your picks for 2026-11-18: Bets 0-1-0, -1.00 u · no Leans');
    expect(f.body).toContain('CLV -2.6 pts');
    expect(recaps.some((a) => a.userIds!.includes(bystander))).toBe(false);
  });
});
