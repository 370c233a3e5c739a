// The engine description the marketing copy is checked against (packages/handicap
// engine-description.ts) is itself checked here against the engine: an input it says only feeds
// the written analysis (injuries, form, the line's move) must not change the pick.
import { ENGINE_INPUTS, ENGINE_RULES } from '@gary/handicap';
import { game, team } from '../../../test/domain-fixtures';
import { choosePick } from './quant-core';

const pickOf = (r: ReturnType<typeof choosePick>) => {
  if (!r.ok) throw new Error(r.reason);
  const { side, type, line, odds, confidence, marketProbability, label } = r.pick;
  return { side, type, line, odds, confidence, marketProbability, label };
};

describe('the engine description says what the engine does', () => {
  it('injuries, form and the line\'s move are described as writing only, and none of them moves the pick', () => {
    const writingOnly = ENGINE_INPUTS.filter((i) => i.role === 'writing').map((i) => i.id);
    expect(writingOnly.sort()).toEqual(['form-and-records', 'injuries', 'line-movement']);
    const bare = game({ ml: [-130, 110], spread: { homePoint: -2.5, prices: [-110, -110] } });
    const loaded = game({
      ml: [-130, 110],
      spread: { homePoint: -2.5, prices: [-110, -110] },
      // Everything against the home side: its stars out, a bad record, the line moving away.
      context: {
        home: team('Boston Celtics', { record: '5-20', lastTen: '1-9', injuries: [1, 2, 3].map((n) => ({ player: `Star ${n}`, status: 'Out', description: 'knee' })) }),
        away: team('New York Knicks', { record: '20-5', lastTen: '9-1' }),
        startersConfirmed: false,
        venue: null,
        series: null,
      },
      moves: [{ market: 'h2h', openingPrice: -180, latestPrice: -130, openingPoint: null, latestPoint: null }],
    });
    expect(pickOf(choosePick(loaded))).toEqual(pickOf(choosePick(bare)));
  });

  it('a pick is a side Gary makes at least the described probability', () => {
    const r = choosePick(game({ ml: [150, -170] }));
    if (!r.ok) throw new Error(r.reason);
    expect(r.pick.confidence).toBeGreaterThanOrEqual(ENGINE_RULES.minPickProbability);
    expect(ENGINE_RULES.markets).toContain(r.pick.type);
  });
});
