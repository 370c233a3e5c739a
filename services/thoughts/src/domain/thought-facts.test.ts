import { canonicalThoughtFacts, checkThoughtText, thoughtFacts, thoughtFactsSha256 } from './thought-facts';
import type { SlateGame, ThoughtOdds } from './thought-game';
import { offlinePicks } from './offline-thoughts';
import { totalCall, type ScoringForm } from './total-call';

const game: SlateGame = {
  eventId: 'ev1', sport: 'NBA', homeTeam: 'Philadelphia 76ers', awayTeam: 'Boston Celtics', commenceTime: '2026-04-01T23:30:00Z',
  markets: [
    { market: 'h2h', sides: [{ side: 'home', point: 0, price: 140, noVigProbability: 0.41, ev: 0 }, { side: 'away', point: 0, price: -165, noVigProbability: 0.59, ev: 0 }] },
    { market: 'totals', sides: [{ side: 'over', point: 221.5, price: -110, noVigProbability: 0.5, ev: 0 }, { side: 'under', point: 221.5, price: -110, noVigProbability: 0.5, ev: 0 }] },
  ],
};
const odds: ThoughtOdds = { spread: { home: { line: 3.5, odds: -110 }, away: { line: -3.5, odds: -110 } }, moneyline: { home: 140, away: -165 }, total: { line: 221.5, over: -110, under: -110 } };
const form: ScoringForm = { unit: 'points', home: { scored: 118.2, allowed: 112.4 }, away: { scored: 117.9, allowed: 110.1 } };
const facts = thoughtFacts(game, odds, form, totalCall(game, odds, form), new Date('2026-04-01T14:00:00Z'), true);

test('"its text\'s claims checked": every number of the text bound to a fact of the game, counted n/n', () => {
  const c = checkThoughtText('Celtics -165 to win, 59% by the no-vig math; Celtics -3.5 at -110, and the 76ers allow 112.4 a game. Under 221.5.', facts);
  expect(c).toEqual({ ok: true, checked: 6, total: 6, facts: expect.arrayContaining(['noVig.h2h.away', 'spread.away.line', 'allowed.home', 'total.line']) });
});

test('"the thoughts claim check refuses an unbound number": a price, a percentage or a figure the facts do not hold', () => {
  const c = checkThoughtText('Celtics -170 to win, 64% to cover, and Tatum drops 31.', facts);
  expect(c).toEqual({
    ok: false,
    failures: [
      'unbound number "-170": no fact of this game has it',
      'unbound percentage "64%": no fact of this game has it',
      'unbound number "31": no fact of this game has it',
      'unknown name "Tatum": not a team or player in the facts',
    ],
  });
});

test('"every team it names is one of the game\'s": a team not in this game, or a figure glued to a word, is refused', () => {
  expect(checkThoughtText('Celtics -3.5 at -110, and the Lakers found out what that means.', facts)).toEqual({ ok: false, failures: ['unknown name "Lakers": not a team or player in the facts'] });
  expect(checkThoughtText('Celtics -3.5 at -110, and they win it by 12pts.', facts)).toEqual({ ok: false, failures: ['unbound number "12": no fact of this game has it'] });
});

test("the offline writer's text passes the check (it is written from the same facts)", () => {
  const picks = offlinePicks(game, odds, form);
  const c = checkThoughtText(picks.rationale, facts);
  expect(c.ok).toBe(true);
  if (c.ok) expect(c.total).toBeGreaterThanOrEqual(3);
});

test('"facts per game stored with a hash": the hash is the SHA-256 of the JCS text, and changes with any fact', () => {
  const text = canonicalThoughtFacts(facts);
  expect(JSON.parse(text)).toEqual(facts);
  expect(thoughtFactsSha256(text)).toMatch(/^[0-9a-f]{64}$/);
  const other = thoughtFacts(game, { ...odds, moneyline: { home: 145, away: -165 } }, form, null, new Date('2026-04-01T14:00:00Z'), true);
  expect(thoughtFactsSha256(canonicalThoughtFacts(other))).not.toBe(thoughtFactsSha256(text));
});
