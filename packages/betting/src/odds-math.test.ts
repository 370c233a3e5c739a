import type { Result } from './betting-errors';
import {
  americanToDecimal,
  bestPrice,
  checkAmerican,
  consensusNoVig,
  decimalToAmerican,
  edge,
  expectedValue,
  fairAmerican,
  impliedProbability,
  noVigProbabilities,
  overround,
  parseAmerican,
  profitPerUnit,
} from './odds-math';

function value<T>(r: Result<T>): T {
  if (!r.ok) throw new Error(`expected ok, got ${r.error.name}: ${r.error.message}`);
  return r.value;
}
function errorName<T>(r: Result<T>): string {
  return r.ok ? 'ok' : r.error.name;
}
const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);

describe('American and decimal odds', () => {
  it('americanToDecimal: +135 -> 2.35, -150 -> 1.6667, +100 and -100 -> 2', () => {
    expect(value(americanToDecimal(135))).toBeCloseTo(2.35, 10);
    expect(value(americanToDecimal(-150))).toBeCloseTo(5 / 3, 10);
    expect(value(americanToDecimal(100))).toBe(2);
    expect(value(americanToDecimal(-100))).toBe(2);
  });

  it('decimalToAmerican gives a rounded integer: 2.35 -> +135, 1.6667 -> -150, 1.909 -> -110', () => {
    expect(value(decimalToAmerican(2.35))).toBe(135);
    expect(value(decimalToAmerican(1.6667))).toBe(-150);
    expect(value(decimalToAmerican(1.909))).toBe(-110);
    expect(value(decimalToAmerican(3.333))).toBe(233);
  });

  it('decimalToAmerican handles the +100 boundary: 2.0 is +100, never -100', () => {
    expect(value(decimalToAmerican(2))).toBe(100);
    expect(value(decimalToAmerican(1.999))).toBe(100);
    expect(value(decimalToAmerican(2.004))).toBe(100);
    expect(value(decimalToAmerican(1.99))).toBe(-101);
  });

  it('round trip americanToDecimal -> decimalToAmerican over -1000..-101 and 100..1000', () => {
    for (let a = -1000; a <= 1000; a++) {
      if (a > -101 && a < 100) continue;
      expect(value(decimalToAmerican(value(americanToDecimal(a))))).toBe(a);
    }
  });

  it('decimal odds at or below 1, NaN or Infinity are InvalidDecimalOdds', () => {
    for (const d of [1, 0.5, 0, -2, NaN, Infinity]) expect(errorName(decimalToAmerican(d))).toBe('InvalidDecimalOdds');
  });
});

describe('validation: nonsense odds are named errors', () => {
  it('odds between -100 and +100 exclusive are InvalidAmericanOdds', () => {
    for (const a of [-99, -50, -1, 0, 1, 50, 99]) {
      expect(errorName(americanToDecimal(a))).toBe('InvalidAmericanOdds');
      expect(errorName(impliedProbability(a))).toBe('InvalidAmericanOdds');
      expect(errorName(profitPerUnit(a))).toBe('InvalidAmericanOdds');
    }
  });

  it('NaN, Infinity, fractions and non-numbers are InvalidAmericanOdds', () => {
    for (const a of [NaN, Infinity, -Infinity, -110.5, '-110', null, undefined]) {
      expect(errorName(checkAmerican(a))).toBe('InvalidAmericanOdds');
    }
    const r = checkAmerican(50);
    expect(r.ok ? null : r.error).toEqual({
      name: 'InvalidAmericanOdds',
      message: 'American odds between -100 and +100 do not exist',
      value: 50,
    });
  });

  it('parseAmerican reads 135, "+135", " -110 " and "EVEN", rejects "-1.5", "abc", "" and "+50"', () => {
    expect(value(parseAmerican(135))).toBe(135);
    expect(value(parseAmerican('+135'))).toBe(135);
    expect(value(parseAmerican(' -110 '))).toBe(-110);
    expect(value(parseAmerican('EVEN'))).toBe(100);
    for (const bad of ['-1.5', 'abc', '', '+50', null, {}]) expect(errorName(parseAmerican(bad))).toBe('InvalidAmericanOdds');
  });

  it('probabilities outside 0..1 or NaN are InvalidProbability', () => {
    for (const p of [-0.01, 1.01, NaN, Infinity]) {
      expect(errorName(expectedValue(p, -110))).toBe('InvalidProbability');
      expect(errorName(fairAmerican(p))).toBe('InvalidProbability');
    }
  });

  it('fairAmerican needs 0 < p < 1 because 0 and 1 have no finite price', () => {
    expect(errorName(fairAmerican(0))).toBe('InvalidProbability');
    expect(errorName(fairAmerican(1))).toBe('InvalidProbability');
  });
});

describe('implied and fair prices', () => {
  it('impliedProbability: -110 -> 0.5238, +150 -> 0.4, -150 -> 0.6, +100 -> 0.5', () => {
    expect(value(impliedProbability(-110))).toBeCloseTo(110 / 210, 10);
    expect(value(impliedProbability(150))).toBeCloseTo(0.4, 10);
    expect(value(impliedProbability(-150))).toBeCloseTo(0.6, 10);
    expect(value(impliedProbability(100))).toBe(0.5);
  });

  it('fairAmerican: 0.6 -> -150, 0.4 -> +150, 0.5 -> +100, 0.75 -> -300', () => {
    expect(value(fairAmerican(0.6))).toBe(-150);
    expect(value(fairAmerican(0.4))).toBe(150);
    expect(value(fairAmerican(0.5))).toBe(100);
    expect(value(fairAmerican(0.75))).toBe(-300);
  });

  it('fairAmerican inverts impliedProbability for every price in -1000..-101 and 100..1000', () => {
    for (let a = -1000; a <= 1000; a++) {
      if (a > -101 && a < 100) continue;
      expect(value(fairAmerican(value(impliedProbability(a))))).toBe(a);
    }
  });

  it('profitPerUnit: the profit of a winning 1-unit bet (+135 -> 1.35, -150 -> 0.6667)', () => {
    expect(value(profitPerUnit(135))).toBeCloseTo(1.35, 10);
    expect(value(profitPerUnit(-150))).toBeCloseTo(2 / 3, 10);
    expect(value(profitPerUnit(-100))).toBe(1);
  });
});

describe('no-vig probabilities (multiplicative normalisation)', () => {
  it('-110/-110 is 50/50 with 4.76% overround', () => {
    const fair = value(noVigProbabilities([-110, -110]));
    expect(fair[0]).toBeCloseTo(0.5, 12);
    expect(fair[1]).toBeCloseTo(0.5, 12);
    expect(value(overround([-110, -110]))).toBeCloseTo(220 / 210 - 1, 12);
  });

  it('each implied probability is divided by their sum: -150/+130', () => {
    const a = 0.6;
    const b = 100 / 230;
    const fair = value(noVigProbabilities([-150, 130]));
    expect(fair[0]).toBeCloseTo(a / (a + b), 12);
    expect(fair[1]).toBeCloseTo(b / (a + b), 12);
  });

  it('works for a 3-way soccer market (home, draw, away)', () => {
    const prices = [150, 230, 180];
    const implied = prices.map((p) => 100 / (p + 100));
    const fair = value(noVigProbabilities(prices));
    expect(fair).toHaveLength(3);
    fair.forEach((p, i) => expect(p).toBeCloseTo(implied[i]! / sum(implied), 12));
    expect(sum(fair)).toBeCloseTo(1, 12);
  });

  it('no-vig probabilities sum to 1 for every 2-way pair of prices on a grid', () => {
    for (let a = -400; a <= 400; a += 7) {
      if (a > -100 && a < 100) continue;
      for (let b = -400; b <= 400; b += 11) {
        if (b > -100 && b < 100) continue;
        expect(sum(value(noVigProbabilities([a, b])))).toBeCloseTo(1, 12);
      }
    }
  });

  it('a market needs at least two valid prices', () => {
    expect(errorName(noVigProbabilities([-110]))).toBe('InvalidMarket');
    expect(errorName(noVigProbabilities([]))).toBe('InvalidMarket');
    expect(errorName(noVigProbabilities([-110, 40]))).toBe('InvalidAmericanOdds');
  });
});

describe('consensus no-vig: average of each book no-vig probabilities', () => {
  it('averages outcome by outcome across books', () => {
    const b1 = value(noVigProbabilities([-150, 130]));
    const b2 = value(noVigProbabilities([-140, 120]));
    const c = value(consensusNoVig([[-150, 130], [-140, 120]]));
    expect(c[0]).toBeCloseTo((b1[0]! + b2[0]!) / 2, 12);
    expect(c[1]).toBeCloseTo((b1[1]! + b2[1]!) / 2, 12);
    expect(sum(c)).toBeCloseTo(1, 12);
  });

  it('a single book is its own consensus; 3-way books sum to 1', () => {
    expect(value(consensusNoVig([[-110, -110]]))).toEqual(value(noVigProbabilities([-110, -110])));
    expect(sum(value(consensusNoVig([[150, 230, 180], [145, 240, 175]])))).toBeCloseTo(1, 12);
  });

  it('no books, or books with different outcome counts, are InvalidMarket', () => {
    expect(errorName(consensusNoVig([]))).toBe('InvalidMarket');
    expect(errorName(consensusNoVig([[-110, -110], [150, 230, 180]]))).toBe('InvalidMarket');
    expect(errorName(consensusNoVig([[-110, -110], [-110, 20]]))).toBe('InvalidAmericanOdds');
  });
});

describe('expected value per 1 unit staked', () => {
  it('a fair coin at -110 loses 0.0455 per unit; at +100 it breaks even', () => {
    expect(value(expectedValue(0.5, -110))).toBeCloseTo(0.5 * (100 / 110) - 0.5, 12);
    expect(value(expectedValue(0.5, 100))).toBeCloseTo(0, 12);
  });

  it('0.45 at +150 is worth +0.125 per unit; certainty of losing is -1', () => {
    expect(value(expectedValue(0.45, 150))).toBeCloseTo(0.125, 12);
    expect(value(expectedValue(0, 150))).toBe(-1);
    expect(value(expectedValue(1, -200))).toBeCloseTo(0.5, 12);
  });

  it('EV at the fair price is 0 for every probability on a grid (within rounding of the price)', () => {
    for (let p = 0.05; p < 0.96; p += 0.05) {
      expect(Math.abs(value(expectedValue(p, value(fairAmerican(p)))))).toBeLessThan(0.01);
    }
  });

  it('edge is our probability minus the break-even probability', () => {
    expect(value(edge(0.55, -110))).toBeCloseTo(0.55 - 110 / 210, 12);
    expect(errorName(edge(0.55, 0))).toBe('InvalidAmericanOdds');
  });
});

describe('best price: the highest payout', () => {
  it('+150 beats +120 beats -105 beats -110, and the position is reported', () => {
    expect(value(bestPrice([-110, 120, -105, 150]))).toEqual({ price: 150, index: 3 });
    expect(value(bestPrice([-115, -105, -110]))).toEqual({ price: -105, index: 1 });
  });

  it('-100 and +100 pay the same, so the first one wins the tie', () => {
    expect(value(bestPrice([-100, 100]))).toEqual({ price: -100, index: 0 });
  });

  it('no prices is InvalidMarket; a nonsense price is InvalidAmericanOdds', () => {
    expect(errorName(bestPrice([]))).toBe('InvalidMarket');
    expect(errorName(bestPrice([-110, NaN]))).toBe('InvalidAmericanOdds');
  });
});
