// Arguments of the backtest and fit commands: --league NBA|MLB|NFL (repeatable; default all three),
// --data PATH (a file, or the folder holding the default files; MLB's plain odds file or the
// starters file), --warmup PATH|none (earlier MLB starts; default the starters warm-up file beside
// the MLB data, when there is one), --out FILE.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { DEFAULT_FILES, DEFAULT_WARMUP_STARTS, HISTORICAL_LEAGUES, type HistoricalLeague } from '@gary/handicap';

export const REPO_ROOT = path.resolve(__dirname, '../../..');
export const DEFAULT_DATA_DIR = path.resolve(REPO_ROOT, '../shared/data/historical');

export interface CliArgs {
  leagues: HistoricalLeague[];
  /** Per league, the file to read. */
  files: Record<HistoricalLeague, string>;
  /** MLB warm-up starts file (pitcher history before the games), or null for none. */
  warmup: string | null;
  out: string;
}

export function parseArgs(argv: readonly string[], defaultOut: string): CliArgs {
  const leagues: HistoricalLeague[] = [];
  let data: string | null = null;
  let out = defaultOut;
  let warmup: string | null | undefined;
  for (let i = 0; i < argv.length; i++) {
    const [flag, inline] = argv[i]!.split('=', 2) as [string, string | undefined];
    const value = () => {
      const v = inline ?? argv[++i];
      if (v === undefined || v === '') throw new Error(`${flag} needs a value`);
      return v;
    };
    if (flag === '--league') {
      for (const l of value().toUpperCase().split(',')) {
        if (!(HISTORICAL_LEAGUES as readonly string[]).includes(l)) throw new Error(`--league must be one of ${HISTORICAL_LEAGUES.join(', ')} (got ${l})`);
        if (!leagues.includes(l as HistoricalLeague)) leagues.push(l as HistoricalLeague);
      }
    } else if (flag === '--data') data = value();
    else if (flag === '--out') out = value();
    else if (flag === '--warmup') {
      const v = value();
      warmup = v === 'none' ? null : path.resolve(v);
    } else throw new Error(`unknown argument ${argv[i]} (use --league, --data, --warmup, --out)`);
  }
  const chosen = leagues.length ? leagues : [...HISTORICAL_LEAGUES];
  const files = {} as Record<HistoricalLeague, string>;
  for (const l of HISTORICAL_LEAGUES) {
    files[l] = path.join(DEFAULT_DATA_DIR, DEFAULT_FILES[l]);
    if (data) {
      // A folder holds the default file names; a file is the one league's data.
      if (/\.(csv|json)$/i.test(data)) {
        if (chosen.length > 1) throw new Error('--data with a file needs one --league');
        files[l] = path.resolve(data);
      } else files[l] = path.join(path.resolve(data), DEFAULT_FILES[l]);
    }
  }
  if (warmup === undefined) {
    const beside = path.join(path.dirname(files.MLB), DEFAULT_WARMUP_STARTS);
    warmup = existsSync(beside) ? beside : null;
  } else if (warmup !== null && !existsSync(warmup)) throw new Error(`--warmup: no file at ${warmup}`);
  return { leagues: chosen, files, warmup, out: path.resolve(out) };
}
