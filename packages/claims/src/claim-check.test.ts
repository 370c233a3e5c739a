import { checkClaims, type ClaimRules, type FactSet } from './claim-check';

const facts: FactSet = {
  facts: [
    { id: 'team.home', text: 'Philadelphia 76ers', source: 'odds-ingest' },
    { id: 'team.away', text: 'Boston Celtics', source: 'odds-ingest' },
    { id: 'spread.away.line', text: '-3.5', source: 'odds-ingest' },
    { id: 'spread.home.line', text: '+3.5', source: 'odds-ingest' },
    { id: 'moneyline.away', text: '-165', source: 'odds-ingest' },
    { id: 'record.away', text: '52-18', source: 'stats-ingest' },
    { id: 'injury.home.0', text: 'Joel Embiid', source: 'stats-ingest' },
    { id: 'pick.book', text: 'PointsBet', value: 'pointsbetus', source: 'odds-ingest' },
  ],
};
const placeholders: ClaimRules = { binding: 'placeholder', bareNames: ['team.home', 'team.away', 'pick.book'], people: ['injury.'], rawKeys: ['pick.book'], sentences: { min: 2, max: 4 } };
const values: ClaimRules = { binding: 'placeholder-or-value', bareNames: ['team.home', 'team.away'], people: ['injury.'], rawKeys: ['pick.book'] };
const check = (text: string, rules: ClaimRules, claims: { fact: string; says: string }[] = []) => checkClaims({ text, claims }, facts, rules);

test('"a number stated in the text is a claim": bound by its placeholder it is rendered from the fact, under either binding', () => {
  const text = 'Celtics {{spread.away.line}} at {{moneyline.away}}. They are {{record.away}} and the 76ers miss {{injury.home.0}}.';
  const rendered = 'Celtics -3.5 at -165. They are 52-18 and the 76ers miss Joel Embiid.';
  for (const rules of [placeholders, values]) {
    expect(check(text, rules)).toEqual({
      ok: true,
      rationale: {
        text: rendered,
        checked: 4,
        total: 4,
        claims: [
          { fact: 'spread.away.line', text: '-3.5', source: 'odds-ingest' },
          { fact: 'moneyline.away', text: '-165', source: 'odds-ingest' },
          { fact: 'record.away', text: '52-18', source: 'stats-ingest' },
          { fact: 'injury.home.0', text: 'Joel Embiid', source: 'stats-ingest' },
        ],
      },
    });
  }
});

test('"bound by value": a fact\'s own text binds where the rules allow it, and is refused where every claim is a placeholder', () => {
  const text = 'Celtics -3.5 at -165, getting 3.5 the other way. They are 52-18 and the 76ers miss Joel Embiid.';
  // '3.5' reads as a line of that size ('+3.5' or '-3.5'): the first such fact binds it.
  expect(check(text, values)).toMatchObject({ ok: true, rationale: { text, checked: 4, total: 4 } });
  expect(check(text, placeholders)).toEqual({
    ok: false,
    failures: [
      'unbound number "-3.5": write it as its fact',
      'unbound number "-165": write it as its fact',
      'unbound number "3.5": write it as its fact',
      'unbound record "52-18": write it as its fact',
      'unbound name "Joel Embiid": a player is named only through his fact',
    ],
  });
});

test('the same refusals under both bindings: a figure no fact holds, a date, an unknown name, a raw book key, a placeholder or claim that is not a fact', () => {
  const text = 'Celtics by 12pts on Tuesday at pointsbetus. Ask the Lakers. {{record.boston}} says so.';
  const claims = [{ fact: 'record.away', says: '3-3' }, { fact: 'lastTen.away', says: '7-3' }];
  const common = [
    '"{{record.boston}}" is not a fact id',
    'claim "record.away = 3-3" does not match the facts (52-18)',
    'claim on "lastTen.away", which is not a fact id',
    'unknown name "Lakers": not a team or player in the facts',
    'unbound book "pointsbetus": write it as its fact',
  ];
  const byValue = check(text, values, claims);
  const byPlaceholder = check(text, placeholders, claims);
  expect(byValue).toEqual({ ok: false, failures: expect.arrayContaining([...common, 'unbound number "12": no fact of this game has it', 'unbound date "Tuesday": no fact of this game has it']) });
  expect(byPlaceholder).toEqual({ ok: false, failures: expect.arrayContaining([...common, 'unbound number "12": write it as its fact', 'unbound date "Tuesday": write it as its fact']) });
});

test('"never mention missing data", and a service\'s sentence bounds are its own rule', () => {
  expect(check('Celtics {{spread.away.line}}. Stats are not available.', values)).toEqual({ ok: false, failures: ['the rationale mentions missing data'] });
  expect(check('Celtics {{spread.away.line}}.', values)).toMatchObject({ ok: true });
  expect(check('Celtics {{spread.away.line}}.', placeholders)).toEqual({ ok: false, failures: ['a rationale is 2-4 sentences (this one has 1)'] });
});

test('"the checker refuses reasoning whose stated average is on the other side of the line" ("under 0.5 assists ... averaging 0.59")', () => {
  const prop: FactSet = { facts: [{ id: 'prop.line', text: '0.5' }, { id: 'player.average', text: '0.59' }, { id: 'player.name', text: 'Jalen Brunson' }] };
  const rules: ClaimRules = { binding: 'placeholder-or-value', bareNames: [], people: ['player.'], rawKeys: [], side: { bet: 'under', line: 0.5 } };
  const text = 'Jalen Brunson under 0.5 assists. He is averaging 0.59 assists a game.';
  expect(checkClaims({ text, claims: [] }, prop, rules)).toEqual({ ok: false, failures: ['the stated average 0.59 is on the other side of the line (under 0.5)'] });
  // Every figure in it is true: without the side of the line the same text passes.
  expect(checkClaims({ text, claims: [] }, prop, { ...rules, side: undefined })).toMatchObject({ ok: true, rationale: { checked: 3 } });
  expect(checkClaims({ text, claims: [] }, prop, { ...rules, side: { bet: 'over', line: 0.5 } })).toMatchObject({ ok: true });
});
