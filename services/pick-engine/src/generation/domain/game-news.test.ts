import { buildFactsSnapshot, canonicalFacts } from '../../domain/facts-snapshot';
import { checkDraft } from '../../domain/claims';
import { parseNews, type GameNews } from './game-news';
import { choosePick } from './quant-core';
import { AT } from '../../../test/facts-fixtures';
import { game } from '../../../test/domain-fixtures';

const CITES = ['https://www.mlb.com/news/orioles-1', 'https://www.espn.com/mlb/story/2', 'https://apnews.com/article/3'];

test("'what it returns becomes facts with their citations': each point is one sentence with the URLs its [n] markers name", () => {
  const text = [
    'Here is the latest:',
    '- **Orioles** placed closer Craig Kimbrel on the 15-day injured list [1][3].',
    '- Jake Irvin has allowed 2 runs or fewer in 5 of his last 6 starts [2]. He faces Baltimore for the first time.',
    '- The Nationals arrive on a 3-game winning streak.',
    '- none',
  ].join('\n');
  expect(parseNews(text, CITES)).toEqual([
    { text: 'Orioles placed closer Craig Kimbrel on the 15-day injured list', urls: [CITES[0], CITES[2]] },
    { text: 'Jake Irvin has allowed 2 runs or fewer in 5 of his last 6 starts', urls: [CITES[1]] },
    // No marker: the answer's sources as a whole.
    { text: 'The Nationals arrive on a 3-game winning streak', urls: CITES },
  ]);
  // No sources at all: nothing anyone could check, so no facts.
  expect(parseNews(text, [])).toEqual([]);
  expect(parseNews('- none', CITES)).toEqual([]);
});

const NEWS: GameNews = { at: AT, model: 'sonar', items: parseNews('- Orioles placed closer Craig Kimbrel on the 15-day injured list [1][3].\n- The Nationals lost 7 of their last 9 on the road [2].', CITES) };

function snapshotOf(simulated: boolean) {
  const g = { ...game({ league: 'MLB', home: 'Baltimore Orioles', away: 'Washington Nationals', ml: [-180, 155], spread: { homePoint: -1.5, prices: [120, -140] } }), simulated };
  const r = choosePick(g);
  if (!r.ok) throw new Error(r.reason);
  return buildFactsSnapshot({ game: g, pick: r.pick, oddsAt: AT, books: [], booksAt: AT, booksSimulated: simulated, contextAt: AT, contextSimulated: simulated, news: NEWS, takenAt: new Date(AT) });
}

test("'the claim checker must accept a claim bound to a news fact': news facts carry their sources and render in a checked rationale", () => {
  const s = snapshotOf(false);
  const news = s.facts.filter((f) => f.id.startsWith('news.'));
  expect(news).toEqual([
    { id: 'news.0', source: `sonar search: ${CITES[0]} ${CITES[2]}`, at: AT, value: { text: 'Orioles placed closer Craig Kimbrel on the 15-day injured list', urls: [CITES[0], CITES[2]] }, text: 'Orioles placed closer Craig Kimbrel on the 15-day injured list', simulated: false },
    { id: 'news.1', source: `sonar search: ${CITES[1]}`, at: AT, value: { text: 'The Nationals lost 7 of their last 9 on the road', urls: [CITES[1]] }, text: 'The Nationals lost 7 of their last 9 on the road', simulated: false },
  ]);
  expect(s.simulated).toBe(false);
  expect(canonicalFacts(s)).toContain(CITES[2]);
  const ok = checkDraft({ text: "I'm on {{pick.bet}} at {{pick.price}}, and the word out of the clubhouse is that {{news.0}}. Call it a lean.", claims: [{ fact: 'news.0', says: 'Orioles placed closer Craig Kimbrel on the 15-day injured list' }] }, s);
  if (!ok.ok) throw new Error(ok.failures.join('; '));
  expect(ok.rationale.text).toContain('Craig Kimbrel on the 15-day injured list');
  expect(ok.rationale.claims.find((c) => c.fact === 'news.0')).toMatchObject({ label: 'Recent news', source: `sonar search: ${CITES[0]} ${CITES[2]}` });
  // The same report retold unbound (its name and numbers typed out) is refused, and so is a wrong claim on it.
  const retold = checkDraft({ text: "I'm on {{pick.bet}} at {{pick.price}}. Craig Kimbrel went on the 15-day list. Call it a lean.", claims: [] }, s);
  expect(retold.ok).toBe(false);
  const wrong = checkDraft({ text: "I'm on {{pick.bet}} at {{pick.price}}, and {{news.1}}. Call it a lean.", claims: [{ fact: 'news.1', says: 'The Nationals won 7 of their last 9' }] }, s);
  expect(wrong.ok ? [] : wrong.failures).toEqual([expect.stringContaining('does not match the facts')]);
});

test("news is gathered for real games only: the simulator's games carry no news facts", () => {
  expect(snapshotOf(true).facts.some((f) => f.id.startsWith('news.'))).toBe(false);
});
