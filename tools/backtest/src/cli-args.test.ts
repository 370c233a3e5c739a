import path from 'node:path';
import { DEFAULT_DATA_DIR, parseArgs } from './cli-args';

describe('the backtest\'s arguments: MLB reads the starters file and its warm-up starts by default', () => {
  it('by default MLB is the starters file, with the 2013 starts beside it as warm-up', () => {
    const a = parseArgs([], '/tmp/out.json');
    expect(a.files.MLB).toBe(path.join(DEFAULT_DATA_DIR, 'mlb_starters_2014-2016.csv'));
    expect(a.warmup).toBe(path.join(DEFAULT_DATA_DIR, 'mlb_starters_2013.csv'));
    expect(a.leagues).toEqual(['NBA', 'MLB', 'NFL']);
  });

  it('--data takes the plain odds file or the starters file; --warmup none drops the warm-up; a missing warm-up file is an error', () => {
    const plain = parseArgs(['--league', 'MLB', '--data', path.join(DEFAULT_DATA_DIR, 'mlb_2014-2016.csv')], '/tmp/out.json');
    expect(plain.files.MLB).toBe(path.join(DEFAULT_DATA_DIR, 'mlb_2014-2016.csv'));
    expect(parseArgs(['--league', 'MLB', '--warmup', 'none'], '/tmp/o.json').warmup).toBeNull();
    expect(() => parseArgs(['--league', 'MLB', '--warmup', '/nowhere/starts.csv'], '/tmp/o.json')).toThrow(/--warmup: no file/);
  });
});
