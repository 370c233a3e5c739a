import { cardBadge, cardWinRate, cardWinRateText, outcomeLabel, sidePercents, stakeText, streakDisplay, vsRidingAllExplained, vsRidingAllLine } from './card-rules';

describe('BetCard rules', () => {
  test('"RIDES WITH GARY when ride_count >= fade_count, else FADES THE BEAR"', () => {
    expect(cardBadge({ rideCount: 2, fadeCount: 2 })).toBe('RIDES WITH GARY');
    // "RIDES WITH GARY with 0 decisions" no more: no badge before a first decision.
    expect(cardBadge({ rideCount: 0, fadeCount: 0 })).toBeNull();
    expect(cardBadge({ rideCount: 1, fadeCount: 2 })).toBe('FADES THE BEAR');
  });

  test('"win rate on the card is rounded to a whole percent and is 0 with no picks"; pushes excluded', () => {
    expect(cardWinRate({ winCount: 11, lossCount: 7 })).toBe(61);
    expect(cardWinRate({ winCount: 0, lossCount: 0 })).toBe(0);
    expect(cardWinRate({ winCount: 2, lossCount: 1 })).toBe(67);
  });

  test('"a streak indicator (positive shows +N, negative shows the number, zero shows 0)" with fire or snowflake', () => {
    expect(streakDisplay(3)).toEqual({ text: '+3', icon: 'fire', label: '3 win streak' });
    expect(streakDisplay(-2)).toEqual({ text: '-2', icon: 'snowflake', label: '2 loss streak' });
    expect(streakDisplay(0)).toEqual({ text: '0', icon: null, label: 'No streak' });
  });

  test('with and against percentages add up to 100; none with no decision (never "0%" of nothing)', () => {
    expect(sidePercents({ rideCount: 14, fadeCount: 6 })).toEqual({ ride: 70, fade: 30 });
    expect(sidePercents({ rideCount: 1, fadeCount: 2 })).toEqual({ ride: 33, fade: 67 });
    expect(sidePercents({ rideCount: 0, fadeCount: 0 })).toBeNull();
  });

  test('the "vs riding every pick" units line', () => {
    expect(vsRidingAllLine({ unitsChoosing: 3.4, unitsRidingAll: 1.2, unitsAdded: 2.2 })).toBe('+2.2 units vs riding every pick');
    expect(vsRidingAllLine({ unitsChoosing: 0, unitsRidingAll: 1.5, unitsAdded: -1.5 })).toBe('−1.5 units vs riding every pick');
    expect(vsRidingAllLine(null)).toBeNull();
  });

  test('history results read Pending/Win/Loss/Push', () => {
    expect(outcomeLabel(null)).toBe('Pending');
    expect(outcomeLabel('win')).toBe('Win');
    expect(outcomeLabel('LOSS')).toBe('Loss');
    expect(outcomeLabel('push')).toBe('Push');
  });

  test('"decisions voided and not counted": a decision on a scratched game reads Void', () => {
    expect(outcomeLabel('void')).toBe('Void');
  });
});

test('"the BetCard shows WIN RATE 0% beside —" no more: no decided picks is "—", never 0%', () => {
  expect(cardWinRateText({ winCount: 0, lossCount: 0 })).toBe('—');
  expect(cardWinRateText({ winCount: 2, lossCount: 1 })).toBe('67%');
});

test('"0.0 units vs riding every pick, unexplained" no more: the line says what each side made on the same settled picks', () => {
  expect(vsRidingAllExplained({ unitsChoosing: 3.4, unitsRidingAll: 1.2, unitsAdded: 2.2 })).toBe(
    'On your settled picks, at your stakes, your rides and fades made +3.4 units; riding Gary on every one of them would have made +1.2.',
  );
  expect(vsRidingAllExplained(null)).toBeNull();
});

test('"0.0 units vs riding every pick" unexplained: before a first settled decision the line shows no figure and says what it will compare', () => {
  const none = { unitsChoosing: 0, unitsRidingAll: 0, unitsAdded: 0 };
  const unsettled = { winCount: 0, lossCount: 0, pushCount: 0 };
  expect(vsRidingAllLine(none, unsettled)).toBe('— units vs riding every pick');
  expect(vsRidingAllExplained(none, unsettled)).toMatch(/^Once a pick you rode or faded is settled/);
  expect(vsRidingAllLine(none, { ...unsettled, pushCount: 1 })).toBe('0.0 units vs riding every pick');
});

test('a history row\'s stake: "1 unit", "2.5 units", "—"', () => {
  expect([stakeText(1), stakeText(2.5), stakeText(null)]).toEqual(['1 unit', '2.5 units', '—']);
});
