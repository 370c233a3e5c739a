import { gradeFromBoxScore, normaliseName, PENDING_REASONS, type BoxScoreInput, type GradableProp } from './prop-grading';

const box = (over: Partial<BoxScoreInput> = {}): BoxScoreInput => ({
  found: true,
  final: true,
  players: [
    { playerId: '237', name: 'LeBron James', team: 'Los Angeles Lakers', stats: { points: 26, rebounds: 8, assists: 9 } },
    { playerId: '592450', name: 'Aaron Judge', team: 'New York Yankees', stats: { hits: 2, runs: 1, rbis: 2, total_bases: 5, home_runs: 1 } },
    { playerId: '543037', name: 'Gerrit Cole', team: 'New York Yankees', stats: { pitcher_strikeouts: 7, pitcher_outs: 18 } },
    { playerId: '999', name: 'José Ramírez', team: 'Cleveland Guardians', stats: { hits: 1 } },
    { playerId: '1000', name: 'Bench Guy', team: 'Los Angeles Lakers', stats: {} },
  ],
  ...over,
});

const prop = (over: Partial<GradableProp> = {}): GradableProp => ({ league: 'NBA', player: 'LeBron James', playerId: '', propType: 'points', line: 25.5, bet: 'over', ...over });

describe('"Over wins when the actual value is above the line, push when equal, lost when below; under is mirrored"', () => {
  test.each([
    ['over', 25.5, 'won'],
    ['over', 26, 'push'],
    ['over', 26.5, 'lost'],
    ['under', 26.5, 'won'],
    ['under', 26, 'push'],
    ['under', 25.5, 'lost'],
  ] as const)('%s %s with 26 points is %s', (bet, line, result) => {
    expect(gradeFromBoxScore(prop({ bet, line }), box())).toEqual({ result, actualValue: 26, pendingReason: null, playerId: '237' });
  });

  test('MLB: strikeouts, total bases and hits+runs+RBIs are graded from their box-score keys', () => {
    expect(gradeFromBoxScore(prop({ league: 'MLB', player: 'Gerrit Cole', playerId: '543037', propType: 'strikeouts', line: 6.5 }), box())).toMatchObject({ result: 'won', actualValue: 7 });
    expect(gradeFromBoxScore(prop({ league: 'MLB', player: 'Aaron Judge', propType: 'total bases', line: 1.5, bet: 'under' }), box())).toMatchObject({ result: 'lost', actualValue: 5 });
    expect(gradeFromBoxScore(prop({ league: 'MLB', player: 'Aaron Judge', propType: 'hits+runs+rbis', line: 5 }), box())).toMatchObject({ result: 'push', actualValue: 5 });
  });

  test('names match without accents, case or suffixes', () => {
    expect(normaliseName('José Ramírez Jr.')).toBe('jose ramirez');
    expect(gradeFromBoxScore(prop({ league: 'MLB', player: 'jose ramirez', propType: 'hits', line: 0.5 }), box())).toMatchObject({ result: 'won', playerId: '999' });
  });

  test('"unknown direction gives pending"', () => {
    expect(gradeFromBoxScore(prop({ bet: 'sideways' }), box())).toMatchObject({ result: 'pending', actualValue: 26 });
  });
});

describe('pending reasons', () => {
  test('"Game not found": no box score, one not found, or one not final', () => {
    expect(gradeFromBoxScore(prop(), null)).toMatchObject({ result: 'pending', pendingReason: PENDING_REASONS.game });
    expect(gradeFromBoxScore(prop(), box({ found: false, players: [] }))).toMatchObject({ result: 'pending', pendingReason: 'Game not found' });
    expect(gradeFromBoxScore(prop(), box({ final: false }))).toMatchObject({ result: 'pending', pendingReason: 'Game not found' });
  });

  test('"Player ID not found": a name with no id that nobody in the box score carries', () => {
    expect(gradeFromBoxScore(prop({ player: 'Nobody Atall' }), box())).toEqual({ result: 'pending', actualValue: null, pendingReason: 'Player ID not found', playerId: '' });
  });

  test('"Player stats not found in boxscore": a known player id with no line, or a line with no stats', () => {
    expect(gradeFromBoxScore(prop({ player: 'Injured Starter', playerId: '4242' }), box())).toMatchObject({ result: 'pending', pendingReason: 'Player stats not found in boxscore', playerId: '4242' });
    expect(gradeFromBoxScore(prop({ player: 'Bench Guy' }), box())).toMatchObject({ result: 'pending', pendingReason: 'Player stats not found in boxscore', playerId: '1000' });
  });

  test('"Stat type not found": a prop type the sport does not have, or a stat the box score lacks', () => {
    expect(gradeFromBoxScore(prop({ propType: 'touchdowns' }), box())).toMatchObject({ result: 'pending', pendingReason: 'Stat type not found' });
    expect(gradeFromBoxScore(prop({ propType: 'steals' }), box())).toMatchObject({ result: 'pending', pendingReason: 'Stat type not found' });
    expect(gradeFromBoxScore(prop({ league: 'MLB', player: 'Aaron Judge', propType: 'first home run', line: 0.5 }), box())).toMatchObject({ pendingReason: 'Stat type not found' });
  });
});
