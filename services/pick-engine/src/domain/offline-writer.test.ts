import { game, team } from '../../test/domain-fixtures';
import { writeOfflineRationale } from './offline-writer';
import { knownNames, pickFacts } from './pick-facts';
import { choosePick } from './quant-core';
import { checkRationale, sentencesOf } from './rationale-check';

const NBA = ['Boston Celtics', 'New York Knicks', 'Milwaukee Bucks', 'Miami Heat', 'Denver Nuggets', 'Phoenix Suns', 'Golden State Warriors', 'Los Angeles Lakers'];

function slate(n: number) {
  return Array.from({ length: n }, (_, i) => {
    const g = game({
      eventId: `evt${i}`,
      home: NBA[i % NBA.length],
      away: NBA[(i + 3) % NBA.length],
      ml: [-120 - (i * 17) % 200, 100 + (i * 13) % 180],
      spread: { homePoint: -1.5 - (i % 6), prices: [-110, -110] },
      moves: i % 3 === 0 ? [{ market: 'h2h', openingPrice: -150, latestPrice: -130, openingPoint: null, latestPoint: null }, { market: 'spreads', openingPrice: null, latestPrice: null, openingPoint: -4.5, latestPoint: -3.5 }] : [],
      context: {
        home: team(NBA[i % NBA.length]!, { record: `${30 + i}-${20 - (i % 10)}`, lastTen: `${i % 10}-${10 - (i % 10)}` }),
        away: team(NBA[(i + 3) % NBA.length]!, { record: `${25 + i}-${25}`, lastTen: '5-5', injuries: i % 2 ? [{ player: 'Jalen Brunson', status: 'Out', description: 'ankle' }] : [] }),
        startersConfirmed: true,
        venue: null,
        series: null,
      },
    });
    const r = choosePick(g);
    if (!r.ok) throw new Error(r.reason);
    return { g, f: pickFacts(g, r.pick) };
  });
}

test('the offline writer is "never one fixed template": a 12-game slate gets varied openings and wordings', () => {
  const texts = slate(12).map(({ f }) => writeOfflineRationale(f, '2026-04-01'));
  expect(new Set(texts).size).toBe(12);
  expect(new Set(texts.map((t) => t.split(' ').slice(0, 3).join(' '))).size).toBeGreaterThanOrEqual(4);
});

test('deterministic per game: the same facts give the same words', () => {
  const f = slate(1)[0]!.f;
  expect(writeOfflineRationale(f, 'd')).toBe(writeOfflineRationale(f, 'd'));
});

test('every rationale is 2-4 sentences, passes the publish checks, and carries real numbers from the facts', () => {
  for (const { g, f } of slate(30)) {
    const text = writeOfflineRationale(f, '2026-04-01');
    const n = sentencesOf(text).length;
    expect(n).toBeGreaterThanOrEqual(2);
    expect(n).toBeLessThanOrEqual(4);
    expect(checkRationale(text, knownNames(f, g))).toEqual({ ok: true, text });
    expect(text).toContain(f.price);
    expect(text).not.toMatch(/undefined|null|NaN/);
  }
});

test('facts that are absent are never written about', () => {
  const g = game({ ml: [-140, 120] });
  const r = choosePick(g);
  if (!r.ok) throw new Error(r.reason);
  const f = pickFacts(g, r.pick);
  for (const salt of ['a', 'b', 'c', 'd', 'e', 'f']) {
    const text = writeOfflineRationale(f, salt);
    expect(text).not.toMatch(/last ten|ERA|missing|out for|moved|since the open/i);
  }
});

test('an MLB rationale names only the confirmed starters', () => {
  const starter = (name: string, era: number) => ({ name, confirmed: true, era, whip: 1.1, wins: 5, losses: 2, kPer9: 9.5 });
  const g = game({
    league: 'MLB',
    home: 'New York Yankees',
    away: 'Boston Red Sox',
    ml: [-150, 130],
    context: { home: team('New York Yankees', { starter: starter('Gerrit Cole', 2.95) }), away: team('Boston Red Sox', { starter: starter('Brayan Bello', 4.1) }), startersConfirmed: true, venue: 'Yankee Stadium', series: null },
  });
  const r = choosePick(g);
  if (!r.ok) throw new Error(r.reason);
  const f = pickFacts(g, r.pick);
  const texts = ['1', '2', '3', '4', '5', '6', '7', '8'].map((s) => writeOfflineRationale(f, s));
  expect(texts.some((t) => t.includes('Gerrit Cole'))).toBe(true);
  for (const t of texts) expect(checkRationale(t, knownNames(f, g)).ok).toBe(true);
});
