import type { Fact, FactsSnapshot } from '../../domain/facts-snapshot';
import { INJURY_SWING, pickAnalysis, type AnalysisPick } from './pick-analysis';

const at = '2026-04-01T14:00:00.000Z';
const fact = (id: string, value: Fact['value'], text: string): Fact => ({ id, source: 'test', at, value, text, simulated: false });

function snapshot(extra: Fact[], gary: number, breakEven: number, market: number): FactsSnapshot {
  return {
    v: 1, eventId: 'e1', takenAt: at, simulated: false,
    facts: [
      fact('team.home', 'Boston Celtics', 'Boston Celtics'),
      fact('team.away', 'Miami Heat', 'Miami Heat'),
      fact('prob.gary', gary, `${Math.round(gary * 100)}%`),
      fact('prob.market', market, `${Math.round(market * 100)}%`),
      fact('pick.breakEven', breakEven, `${(breakEven * 100).toFixed(1)}%`),
      ...extra,
    ],
  };
}

const pick: AnalysisPick = { league: 'NBA', side: 'home', type: 'moneyline', line: 0, odds: -150, confidence: 0.62, noVigProbability: 0.58 };

test('"the price at which the pick dies": the fair price of Gary\'s number (62% dies past -163)', () => {
  const a = pickAnalysis(snapshot([], 0.62, 0.6, 0.58), pick);
  expect(a.diesAt).toBe(-163);
  expect(a.edge).toBeCloseTo(0.02, 5);
  expect(a.changeMind[0]).toBe('The price: past -163 the bet costs more than his 62% is worth.');
});

test('"an injury that would flip it": an edge below a top player\'s worth names the picked team\'s top player and the opponent\'s player out', () => {
  const a = pickAnalysis(snapshot([
    fact('player.home.0', 'Jayson Tatum', 'Jayson Tatum'),
    fact('injury.away.0', { player: 'Jimmy Butler', status: 'Out', description: 'knee' }, 'Jimmy Butler'),
    fact('lastTen.home', '7-3', '7-3'),
  ], 0.62, 0.6, 0.58), pick);
  expect(0.02).toBeLessThan(INJURY_SWING.NBA!);
  expect(a.changeMind).toContain('An injury: Jayson Tatum ruled out for Boston Celtics costs about 4 points, more than his edge of 2 points. It flips the pick.');
  expect(a.changeMind).toContain('A return: Jimmy Butler cleared to play for Miami Heat would erase the edge of 2 points.');
  expect(a.form[0]).toMatchObject({ team: 'Boston Celtics', picked: true, lastTen: '7-3' });
  expect(a.form[1]).toMatchObject({ team: 'Miami Heat', picked: false, out: ['Jimmy Butler'] });
});

test('"one injury does not flip it" when the edge is larger than a top player\'s worth; no injury line names anyone', () => {
  const a = pickAnalysis(snapshot([fact('player.home.0', 'Jayson Tatum', 'Jayson Tatum')], 0.7, 0.6, 0.58), pick);
  expect(a.changeMind).toContain('One injury does not flip it: his edge of 10 points is more than one regular\'s worth (about 4 points).');
  expect(a.changeMind.join(' ')).not.toContain('Jayson Tatum');
});

test('a lean (Gary not above the market) stands on the price alone, and a pick against the form says so', () => {
  const a = pickAnalysis(snapshot([fact('lastTen.home', '3-7', '3-7')], 0.55, 0.5, 0.56), { ...pick, odds: 100 });
  expect(a.changeMind).toContain("The market: his 55% is not above the market's 56%, so this stands on the price alone; a move of the line against Boston Celtics ends it.");
  expect(a.changeMind).toContain('The form: Boston Celtics are 3-7 in their last ten; he is betting against it, on the number.');
});

test('a spread pick names its line beside the dying price, and the move since the open is read from the facts', () => {
  const a = pickAnalysis(snapshot([fact('move.picked', { market: 'spread', team: 'Boston Celtics', from: -5.5, to: -6.5, toward: true }, '-5.5 to -6.5')], 0.56, 0.524, 0.52), { ...pick, type: 'spread', line: -6.5, odds: -110 });
  expect(a.movement).toEqual({ text: '-5.5 to -6.5', toward: true });
  expect(a.changeMind[0]).toMatch(/^The price: past -127 at -6\.5 /);
});

test('a pick already past its price says so, gives the price at which it plays, and names no injury (there is no edge to lose)', () => {
  const a = pickAnalysis(snapshot([fact('player.home.0', 'Jayson Tatum', 'Jayson Tatum')], 0.53, 0.545, 0.53), { ...pick, type: 'spread', line: 7.5, odds: -120 });
  expect(a.edge).toBeLessThan(0);
  expect(a.changeMind[0]).toBe('The price: at +7.5 -120 the bet already costs more than his 53% is worth; it plays at -113 or better.');
  expect(a.changeMind.join(' ')).not.toContain('Jayson Tatum');
});
