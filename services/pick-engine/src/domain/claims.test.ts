import { game, team } from '../../test/domain-fixtures';
import { AT, analysed } from '../../test/facts-fixtures';
import { checkDraft } from './claims';
import { buildFactsSnapshot, canonicalFacts, factsSha256 } from './facts-snapshot';

const a = () =>
  analysed(game({
    ml: [-150, 130],
    context: {
      home: team('Boston Celtics', { record: '52-18', lastTen: '7-3', injuries: [{ player: 'Jaylen Brown', status: 'Out', description: 'knee' }] }),
      away: team('New York Knicks', { record: '44-26', lastTen: '5-5', injuries: [{ player: 'Jalen Brunson', status: 'Out', description: 'ankle' }] }),
      startersConfirmed: true, venue: null, series: null,
    },
  }), undefined, [{ bookmaker: 'pointsbetus', side: 'home', point: 0, price: -155, lastUpdate: '2026-04-01T13:59:00Z' }, { bookmaker: 'pointsbetus', side: 'away', point: 0, price: 135, lastUpdate: '2026-04-01T13:59:00Z' }]);

test('"a good answer passes with its count": bound facts render from the snapshot, claims checked n/n', () => {
  const { s } = a();
  const c = checkDraft({ text: 'I like {{team.home}} at {{pick.price}}. They are {{lastTen.home}} in their last ten and {{injury.away.0}} sits for the Knicks. Call it a lean.', claims: [{ fact: 'lastTen.home', says: '7-3' }] }, s);
  expect(c).toMatchObject({ ok: true, rationale: { text: 'I like Boston Celtics at -150. They are 7-3 in their last ten and Jalen Brunson sits for the Knicks. Call it a lean.', checked: 4, total: 4 } });
});

test('"an unbound number" is refused', () => {
  const c = checkDraft({ text: 'Boston are 8-2 lately. They win by 12 and cover 60% of the time.', claims: [] }, a().s);
  expect(c.ok).toBe(false);
  if (c.ok) return;
  expect(c.failures).toEqual(expect.arrayContaining(['unbound record "8-2": write it as its fact', 'unbound number "12": write it as its fact', 'unbound percentage "60%": write it as its fact']));
});

test('"an unknown player" is refused, and a known one typed out is unbound', () => {
  const { s } = a();
  const unknown = checkDraft({ text: 'Boston roll. Max Fried will not save the Knicks tonight.', claims: [] }, s);
  expect(unknown).toMatchObject({ ok: false, failures: [expect.stringMatching(/^unknown name "Max Fried"/)] });
  const typed = checkDraft({ text: 'Boston roll. The Knicks miss Jalen Brunson.', claims: [] }, s);
  expect(typed).toMatchObject({ ok: false, failures: [expect.stringMatching(/^unbound name "Jalen Brunson"/)] });
});

test('"a wrong record" is refused: the claim must match the fact', () => {
  const c = checkDraft({ text: 'The Celtics are {{record.home}}. Call it a lean on Boston.', claims: [{ fact: 'record.home', says: '3-3' }] }, a().s);
  expect(c).toMatchObject({ ok: false, failures: ['claim "record.home = 3-3" does not match the facts (52-18)'] });
});

test('a placeholder that is not a fact, and dates, are refused', () => {
  const c = checkDraft({ text: 'The Celtics are {{record.boston}}. See you Tuesday.', claims: [] }, a().s);
  expect(c).toMatchObject({ ok: false, failures: expect.arrayContaining(['"{{record.boston}}" is not a fact id', 'unbound date "Tuesday": write it as its fact']) });
});

test('the snapshot: prices by book under display names, ids, sources, times; its SHA-256 is of the JCS canonical JSON', () => {
  const { s } = a();
  const book = s.facts.find((f) => f.id === 'price.pointsbetus.moneyline.home')!;
  expect(book).toMatchObject({ source: 'odds-ingest', at: '2026-04-01T13:59:00Z', text: '-155', value: { book: 'PointsBet', key: 'pointsbetus', team: 'Boston Celtics', price: -155 } });
  expect(s.facts.map((f) => f.id)).toEqual(expect.arrayContaining(['prob.market', 'prob.gary', 'pick.breakEven', 'record.home', 'lastTen.away', 'injury.home.0', 'injury.away.0']));
  const text = canonicalFacts(s);
  expect(JSON.parse(text)).toEqual(s);
  expect(text.startsWith('{"eventId"')).toBe(true); // keys sorted (RFC 8785)
  expect(factsSha256(text)).toMatch(/^[0-9a-f]{64}$/);
  expect(s.simulated).toBe(true);
});

test('"a pick whose facts include anything simulated is marked simulated, whatever its odds"; real odds and real stats leave it unmarked', () => {
  const real = { ...a().g, simulated: false };
  const r = analysed(real);
  const snap = (contextSimulated: boolean) =>
    buildFactsSnapshot({ game: real, pick: r.q, oddsAt: AT, books: [], booksAt: null, booksSimulated: false, contextAt: AT, contextSimulated, takenAt: new Date(AT) });
  const allReal = snap(false);
  expect(allReal.simulated).toBe(false);
  expect(allReal.facts.every((f) => !f.simulated)).toBe(true);
  const simStats = snap(true);
  expect(simStats.simulated).toBe(true);
  expect(simStats.facts.find((f) => f.id === 'record.home')!.simulated).toBe(true);
  expect(simStats.facts.find((f) => f.id === 'pick.price')!.simulated).toBe(false);
});

test('a raw bookmaker API key in the prose ("at pointsbetus") is refused', () => {
  const c = checkDraft({ text: 'Boston at -155 over at pointsbetus. Call it a lean.', claims: [] }, a().s);
  expect(c).toMatchObject({ ok: false, failures: expect.arrayContaining(['unbound book "pointsbetus": write it as its fact']) });
});
