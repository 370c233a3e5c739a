import { game, team } from '../../../test/domain-fixtures';
import { analysed } from '../../../test/facts-fixtures';
import { offlineRationale } from '../adapters/rationale-writer';
import { checkDraft } from '../../domain/claims';
import { writeOfflineDraft } from './offline-writer';
import { sentencesOf } from '@gary/claims';

// Each team plays once a day: a day's slate pairs distinct teams.
const NBA = ['Boston Celtics', 'New York Knicks', 'Milwaukee Bucks', 'Miami Heat', 'Denver Nuggets', 'Phoenix Suns', 'Golden State Warriors', 'Philadelphia 76ers',
  'Los Angeles Lakers', 'Dallas Mavericks', 'Oklahoma City Thunder', 'Cleveland Cavaliers', 'Orlando Magic', 'Indiana Pacers', 'Minnesota Timberwolves', 'Sacramento Kings',
  'Houston Rockets', 'Memphis Grizzlies', 'Atlanta Hawks', 'Chicago Bulls', 'Toronto Raptors', 'Brooklyn Nets', 'Utah Jazz', 'San Antonio Spurs', 'Detroit Pistons',
  'Charlotte Hornets', 'Washington Wizards', 'Portland Trail Blazers', 'New Orleans Pelicans', 'Los Angeles Clippers',
  'Toronto Maple Leafs', 'Montreal Canadiens', 'Boston Bruins', 'New York Rangers'];

const OUT = ['Jalen Brunson', 'Jaylen Brown', 'Khris Middleton', 'Tyler Herro', 'Jamal Murray', 'Devin Booker', 'Draymond Green', 'Joel Embiid', 'Anthony Davis', 'Kyrie Irving', 'Chet Holmgren', 'Evan Mobley', 'Franz Wagner', 'Myles Turner', 'Rudy Gobert', 'Domantas Sabonis', 'Alperen Sengun'];

function slate(n: number) {
  return Array.from({ length: n }, (_, i) =>
    analysed(game({
      eventId: `evt${i}`,
      home: NBA[(2 * i) % NBA.length],
      away: NBA[(2 * i + 1) % NBA.length],
      ml: [-120 - (i * 17) % 200, 100 + (i * 13) % 180],
      spread: { homePoint: -1.5 - (i % 6), prices: [-110, -110] },
      moves: i % 3 === 0 ? [{ market: 'h2h', openingPrice: -150, latestPrice: -130, openingPoint: null, latestPoint: null }, { market: 'spreads', openingPrice: null, latestPrice: null, openingPoint: -4.5, latestPoint: -3.5 }] : [],
      context: {
        home: team(NBA[(2 * i) % NBA.length]!, { record: `${30 + i}-${20 - (i % 10)}`, lastTen: `${i % 10}-${10 - (i % 10)}` }),
        away: team(NBA[(2 * i + 1) % NBA.length]!, { record: `${25 + i}-${25}`, lastTen: '5-5', injuries: i % 2 ? [{ player: OUT[i % OUT.length]!, status: 'Out', description: 'ankle' }] : [] }),
        startersConfirmed: true,
        venue: null,
        series: null,
      },
    })),
  );
}

test('"never the same catchphrase twice on one day\'s card": a 17-pick day shares its taken set and repeats no opener or closer', () => {
  const taken = new Set<string>();
  const phrases = slate(17).flatMap(({ f, s }) => writeOfflineDraft(f, s, { salt: '2026-04-01', taken }).phrases);
  expect(new Set(phrases).size).toBe(phrases.length);
});

test('"no sentence true of every game": no sentence repeats across a day\'s 17 picks', () => {
  const taken = new Set<string>();
  const sentences = slate(17).flatMap(({ f, s }) => sentencesOf(offlineRationale(f, s, { salt: '2026-04-01', taken }).rationale));
  expect(new Set(sentences).size).toBe(sentences.length);
});

test('deterministic per game: the same facts give the same words', () => {
  const { f, s } = slate(1)[0]!;
  expect(writeOfflineDraft(f, s, { salt: 'd' })).toEqual(writeOfflineDraft(f, s, { salt: 'd' }));
});

test('every offline rationale is 2-4 sentences and passes the claim check: numbers, records, books and players only from the facts', () => {
  for (const { f, s } of slate(30)) {
    for (const salt of ['a', 'b', 'c']) {
      const { draft } = writeOfflineDraft(f, s, { salt });
      const checked = checkDraft(draft, s);
      if (!checked.ok) throw new Error(`${draft.text}\n${checked.failures.join('\n')}`);
      const n = sentencesOf(checked.rationale.text).length;
      expect(n).toBeGreaterThanOrEqual(2);
      expect(n).toBeLessThanOrEqual(4);
      expect(checked.rationale.checked).toBe(checked.rationale.total);
      expect(checked.rationale.text).toContain(f.price);
      expect(checked.rationale.text).not.toMatch(/undefined|null|NaN|\{\{/);
    }
  }
});

test('"form is cited for the pick only when it supports it, and a pick against the form says so"', () => {
  // The market makes Boston a big favourite; Boston are 2-8 and New York 8-2 over their last ten.
  const against = analysed(game({ ml: [-300, 250], context: { home: team('Boston Celtics', { lastTen: '2-8' }), away: team('New York Knicks', { lastTen: '8-2' }), startersConfirmed: true, venue: null, series: null } }));
  expect(against.q.team).toBe('Boston Celtics');
  for (const salt of ['1', '2', '3', '4', '5', '6']) {
    const text = offlineRationale(against.f, against.s, { salt }).rationale;
    expect(text).toMatch(/against the form/);
    expect(text).not.toMatch(/form is with me|Form backs it|You don't fake/);
  }
  const behind = analysed(game({ ml: [-300, 250], context: { home: team('Boston Celtics', { lastTen: '8-2' }), away: team('New York Knicks', { lastTen: '2-8' }), startersConfirmed: true, venue: null, series: null } }));
  const texts = ['1', '2', '3', '4', '5', '6', '7', '8'].map((salt) => offlineRationale(behind.f, behind.s, { salt }).rationale);
  for (const t of texts) expect(t).not.toMatch(/against the form/);
  expect(texts.some((t) => /8-2/.test(t) && /2-8/.test(t))).toBe(true);
});

test('books are named by their display names, never an API key ("pointsbetus")', () => {
  const g = game({ ml: [-140, 120] });
  g.h2h = g.h2h.map((q) => ({ ...q, bookmaker: 'pointsbetus' }));
  const { f, s } = analysed(g);
  const text = offlineRationale(f, s, { salt: 'x' }).rationale;
  expect(text).toContain('PointsBet');
  expect(text).not.toContain('pointsbetus');
});

test('facts that are absent are never written about', () => {
  const { f, s } = analysed(game({ ml: [-140, 120] }));
  for (const salt of ['a', 'b', 'c', 'd', 'e', 'f']) {
    const text = offlineRationale(f, s, { salt }).rationale;
    expect(text).not.toMatch(/last ten|ERA|without|out for|since the open|rest/i);
  }
});

test('an MLB rationale names only the confirmed starters, through their facts', () => {
  const starter = (name: string, era: number) => ({ name, confirmed: true, era, whip: 1.1, wins: 5, losses: 2, kPer9: 9.5 });
  const { f, s } = analysed(game({
    league: 'MLB', home: 'New York Yankees', away: 'Boston Red Sox', ml: [-150, 130],
    context: { home: team('New York Yankees', { starter: starter('Gerrit Cole', 2.95) }), away: team('Boston Red Sox', { starter: starter('Brayan Bello', 4.1) }), startersConfirmed: true, venue: 'Yankee Stadium', series: null },
  }));
  const texts = ['1', '2', '3', '4', '5', '6', '7', '8'].map((salt) => offlineRationale(f, s, { salt }).rationale);
  expect(texts.some((t) => t.includes('Gerrit Cole') && t.includes('2.95'))).toBe(true);
});
