import { averageContradicts, statedAverages } from '@gary/claims';
import { acceptModelProps } from './model-props';
import { writeOfflineAnalysis, type PricedSide } from './offline-props';
import type { PropSide } from './prop-candidates';
import { truthfulBoard } from './prop-claims';
import type { PropPick } from './prop-pick';

const card = (id: string, ev: number, analysis: string[], over: Partial<PropPick> = {}): PropPick =>
  ({
    id, date: '2031-03-01', league: 'NBA', eventId: 'e1', matchup: 'Knicks @ Celtics', homeTeam: 'Boston Celtics', awayTeam: 'New York Knicks',
    gameTime: '2031-03-02T00:30:00Z', simulated: true, player: `P ${id}`, playerId: '', team: 'Boston Celtics', propType: 'assists', market: 'player_assists',
    line: 0.5, bet: 'under', odds: -120, confidence: 0.55, ev, analysis, source: 'odds', writer: 'offline', ...over,
  }) as PropPick;

const SUPER = /best value on this board/i;

describe('prop claims', () => {
  it('"the best value on this board" is true of at most one card: the single highest positive EV', () => {
    const board = truthfulBoard([
      card('a', 2.1, ['At -120 that is +2.10 per hundred, the best value on this board.']),
      card('b', 4.5, ['Take it. The best value on this board.']),
      card('c', -1.2, ['Best value on this board.']),
    ]);
    expect(board.map((p) => p.analysis.filter((a) => SUPER.test(a)).length)).toEqual([0, 1, 0]);
    expect(board[1]!.analysis.at(-1)).toBe('The best value on this board: +4.50 expected per $100.');
    // A tie at the top: no card is the best.
    expect(truthfulBoard([card('x', 3, ['x.']), card('y', 3, ['y.'])]).flatMap((p) => p.analysis).some((a) => SUPER.test(a))).toBe(false);
  });

  it('a negative-EV prop says it is a lean', () => {
    const [neg, pos] = truthfulBoard([card('n', -0.59, ['Under it goes.']), card('p', 1, ['Under it goes.'])]);
    expect(neg!.analysis.at(-1)).toBe('At -120 the price does not beat the fair number (-0.59 per $100): a lean, not a bet.');
    expect(pos!.analysis.some((a) => /lean/i.test(a))).toBe(false);
  });

  it('reasoning whose stated average is on the other side of the line is refused ("under 0.5 assists ... averaging 0.59")', () => {
    const side = { bet: 'under' as const, line: 0.5 };
    expect(statedAverages("He's averaging 0.59 assists a game, and the line is 0.5.")).toContain(0.59);
    expect(averageContradicts("He's averaging 0.59 assists a game, and the line is 0.5.", side)).toBe(true);
    expect(averageContradicts('The season average is 0.41; the book hung 0.5.', side)).toBe(false);
    expect(averageContradicts('0.8 assists a night on the season against a 0.5 line.', side)).toBe(true);
    expect(averageContradicts("He's averaging 3.1 assists a game.", { bet: 'over', line: 2.5 })).toBe(false);

    const [p] = truthfulBoard([card('c', 1, ['Under 0.5 assists at -120.', "He's averaging 0.59 assists a game, and the line is 0.5."])]);
    expect(p!.analysis.join(' ')).not.toMatch(/0\.59/);

    const board: PropSide[] = [{ key: 'k', player: 'Jalen Brunson', team: 'New York Knicks', propType: 'assists', market: 'player_assists', line: 0.5, bet: 'under', odds: -120, otherOdds: 100, bookmaker: 'fanduel', fairProbability: 0.56, ev: 2 } as unknown as PropSide];
    const item = { player: 'Jalen Brunson', prop_type: 'assists', propType: 'assists', bet: 'under', line: 0.5, confidence: 0.7, rationale: ['Under 0.5 assists.', 'He is averaging 0.59 assists a game.'] };
    const got = acceptModelProps('NBA', [item], board);
    expect(got.accepted).toHaveLength(0);
    expect(got.rejected).toEqual([{ player: 'Jalen Brunson', reason: 'reasoning contradicts the pick' }]);
  });

  it('the offline writer never writes an average against its pick, nor a superlative', () => {
    const base = { key: 'k1', player: 'Jalen Brunson', team: 'New York Knicks', propType: 'assists', market: 'player_assists', line: 0.5, bet: 'under', odds: -120, otherOdds: 100, bookmaker: 'fanduel', fairProbability: 0.56, ev: 2, average: 0.59 } as unknown as PricedSide;
    for (let i = 0; i < 40; i++) {
      const text = writeOfflineAnalysis({ ...base, key: `k${i}` }, 'Boston Celtics').join(' ');
      expect(averageContradicts(text, base)).toBe(false);
      expect(text).not.toMatch(SUPER);
    }
  });
});
