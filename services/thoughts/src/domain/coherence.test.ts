// What Gary Thinks is coherent: per game the spread side follows the moneyline side, no game carries
// two picks that cannot both win, the total comes from a reason, and each game's text is its own.
import { canBothWin, type GameSide } from '@gary/betting';
import { offlinePicks } from './offline-thoughts';
import { thoughtOdds, type MarketSummary, type SlateGame } from './thought-game';
import { scoringFrom, totalCall } from './total-call';

const NHL = ['Toronto Maple Leafs', 'Montreal Canadiens', 'Boston Bruins', 'New York Rangers', 'Florida Panthers', 'Tampa Bay Lightning', 'Edmonton Oilers', 'Vegas Golden Knights', 'Colorado Avalanche', 'Dallas Stars', 'Carolina Hurricanes', 'New Jersey Devils'];

/** An NHL game as the simulator prices one: the favourite's moneyline, the underdog's +1.5 puck line at -263 or so, the under favoured. */
function nhlGame(i: number): SlateGame {
  const fav = 0.55 + (i % 5) * 0.04;
  const homeFav = i % 2 === 0;
  const markets: MarketSummary[] = [
    { market: 'h2h', sides: [{ side: 'home', point: 0, price: homeFav ? -150 : 130, noVigProbability: homeFav ? fav : 1 - fav, ev: -0.02 }, { side: 'away', point: 0, price: homeFav ? 130 : -150, noVigProbability: homeFav ? 1 - fav : fav, ev: -0.02 }] },
    { market: 'spreads', sides: [{ side: 'home', point: homeFav ? -1.5 : 1.5, price: homeFav ? 210 : -263, noVigProbability: homeFav ? 0.3 : 0.7, ev: -0.03 }, { side: 'away', point: homeFav ? 1.5 : -1.5, price: homeFav ? -263 : 210, noVigProbability: homeFav ? 0.7 : 0.3, ev: -0.03 }] },
    { market: 'totals', sides: [{ side: 'over', point: 6.5, price: 105, noVigProbability: 0.46, ev: -0.03 }, { side: 'under', point: 6.5, price: -125, noVigProbability: 0.54, ev: -0.03 }] },
  ];
  return { eventId: `nhl-${i}`, sport: 'NHL', homeTeam: NHL[(2 * i) % NHL.length]!, awayTeam: NHL[(2 * i + 1) % NHL.length]!, commenceTime: '2026-11-18T00:00:00Z', markets };
}

const betsOf = (p: { spread: GameSide; moneyline: GameSide }, g: SlateGame) => {
  const o = thoughtOdds(g)!;
  return [
    { market: 'moneyline' as const, side: p.moneyline },
    { market: 'spread' as const, side: p.spread, point: p.spread === 'home' ? o.spread.home.line : o.spread.away.line },
  ];
};

test('"no game carries two picks that cannot both win", and "the spread follows the moneyline"', () => {
  for (let i = 0; i < 12; i++) {
    const g = nhlGame(i);
    const p = offlinePicks(g, thoughtOdds(g)!);
    expect(p.spread).toBe(p.moneyline);
    const [ml, spread] = betsOf(p, g);
    expect(canBothWin(ml!, spread!)).toBe(true);
    // Never the favourite's moneyline with the opponent's +1.5 puck line.
    expect(spread!.point).toBeLessThan(0);
  }
});

test('"a total picked from a reason, not a default": the teams\' scoring decides it when it is clear, whatever the market leans', () => {
  const g = nhlGame(0);
  const hot = scoringFrom(
    [{ name: 'Goals per game', value: '3.60' }, { name: 'Goals allowed per game', value: '3.40' }],
    [{ name: 'Goals per game', value: '3.50' }, { name: 'Goals allowed per game', value: '3.70' }],
  );
  expect(hot).toEqual({ unit: 'goals', home: { scored: 3.6, allowed: 3.4 }, away: { scored: 3.5, allowed: 3.7 } });
  expect(totalCall(g, thoughtOdds(g)!, hot)).toMatchObject({ side: 'over', reason: 'scoring', projection: 7.1 });
  const p = offlinePicks(g, thoughtOdds(g)!, hot);
  expect(p.total).toBe('over');
  expect(p.rationale).toMatch(/7\.1 goals against 6\.5|about 7\.1 goals/);
  // No scoring known: the market's lean, and the words say that is the reason.
  const q = offlinePicks(g, thoughtOdds(g)!, null);
  expect(q.total).toBe('under');
  expect(q.rationale).toMatch(/market's lean: under 6\.5, 54%/);
});

test('"each game\'s text its own": no two games of a slate share a sentence', () => {
  const sentences = Array.from({ length: 6 }, (_, i) => nhlGame(i)).flatMap((g) => offlinePicks(g, thoughtOdds(g)!).rationale.split(/(?<=\.)\s+/));
  expect(new Set(sentences).size).toBe(sentences.length);
});
