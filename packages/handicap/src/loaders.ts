// Readers of the historical files (see shared/data/historical/SOURCES.md): NBA and MLB CSV, NFL
// JSON. Each takes the file's text, so any file of the same format (a later season) loads the
// same way. Rows without a final score or with a team the file leaves ambiguous are skipped.
import { checkAmerican } from '@gary/betting';
import type { HistoricalGame, HistoricalLeague, MoneylinePair, SpreadLine } from './historical-game';
import { mlbKey, nbaKey, nflKey } from './teams';
import { hasStarterColumns, parseStarts, startOf, type DatedStart } from './starters';

/** RFC 4180 CSV (quoted fields, doubled quotes) into rows of strings keyed by the header. */
export function parseCsv(text: string): Record<string, string>[] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') (field += '"'), i++;
      else if (ch === '"') quoted = false;
      else field += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ',') row.push(field), (field = '');
    else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && text[i + 1] === '\n') i++;
      row.push(field), rows.push(row), (row = []), (field = '');
    } else field += ch;
  }
  if (field !== '' || row.length > 0) row.push(field), rows.push(row);
  const [header, ...body] = rows.filter((r) => r.length > 1 || (r[0] ?? '') !== '');
  if (!header) return [];
  return body.map((r) => Object.fromEntries(header.map((h, i) => [h.trim(), (r[i] ?? '').trim()])));
}

const num = (v: unknown): number | null => {
  if (v === null || v === undefined || v === '') return null;
  const n = typeof v === 'number' ? v : Number(String(v).trim());
  return Number.isFinite(n) ? n : null;
};
const odds = (v: unknown): number | null => {
  const n = num(v);
  return n !== null && checkAmerican(n).ok ? n : null;
};
const pair = (home: unknown, away: unknown): MoneylinePair | null => {
  const [h, a] = [odds(home), odds(away)];
  return h !== null && a !== null ? { home: h, away: a } : null;
};
const score = (v: unknown): number | null => {
  const n = num(v);
  return n !== null && Number.isInteger(n) && n >= 0 ? n : null;
};

/** The game as played; each loader adds the lines its file carries. */
const played = (league: HistoricalLeague, season: string, date: string, seq: number, home: string, away: string, homeScore: number, awayScore: number) => ({
  league,
  season,
  date,
  seq,
  home,
  away,
  homeScore,
  awayScore,
});

export function loadNba(text: string): HistoricalGame[] {
  const out: HistoricalGame[] = [];
  for (const [seq, r] of parseCsv(text).entries()) {
    const home = nbaKey(r.home ?? '');
    const away = nbaKey(r.away ?? '');
    const [hs, as] = [score(r.score_home), score(r.score_away)];
    if (!home || !away || hs === null || as === null || !/^\d{4}-\d{2}-\d{2}$/.test(r.date ?? '')) continue;
    // An NBA game cannot end level (overtime settles it): a level score is a data error (the file's
    // Knicks @ Suns of 2012-12-26 at 95-95), not a game to grade or score.
    if (hs === as) continue;
    // `spread` is the favourite's margin, `whos_favored` says which side gives it.
    const spread = num(r.spread);
    const fav = r.whos_favored;
    const homeSpread = spread === null || (fav !== 'home' && fav !== 'away') ? null : fav === 'home' ? -Math.abs(spread) : Math.abs(spread);
    out.push({
      ...played('NBA', String(r.season), r.date!, seq, home, away, hs, as),
      openMoneyline: null,
      closeMoneyline: pair(r.moneyline_home, r.moneyline_away),
      openSpread: null,
      closeSpread: homeSpread === null ? null : { home: homeSpread, homePrice: null, awayPrice: null },
    });
  }
  return out;
}

/** The MLB odds file, plain or with starters (mlb_starters_*.csv: the same columns plus both sides' starters). */
export function loadMlb(text: string): HistoricalGame[] {
  const out: HistoricalGame[] = [];
  const rows = parseCsv(text);
  const withStarters = hasStarterColumns(rows[0]);
  for (const [seq, r] of rows.entries()) {
    const home = mlbKey(r.home_name || r.home_abbrev || '');
    const away = mlbKey(r.away_name || r.away_abbrev || '');
    const [hs, as] = [score(r.home_score), score(r.away_score)];
    if (!home || !away || hs === null || as === null || !/^\d{4}-\d{2}-\d{2}$/.test(r.date ?? '')) continue;
    const rl = num(r.home_run_line);
    // The file's one run line, with its prices; it is treated as the price at the opening line's time.
    const runLine: SpreadLine | null = rl === null ? null : { home: rl, homePrice: odds(r.home_run_line_odds), awayPrice: odds(r.away_run_line_odds) };
    out.push({
      ...played('MLB', String(r.season || r.date!.slice(0, 4)), r.date!, seq, home, away, hs, as),
      openMoneyline: pair(r.home_open_ml, r.away_open_ml),
      closeMoneyline: pair(r.home_close_ml, r.away_close_ml),
      openSpread: runLine,
      closeSpread: null,
      ...(withStarters ? { starters: { home: startOf(r, 'home_sp_'), away: startOf(r, 'away_sp_') } } : {}),
    });
  }
  return out;
}

/** A file of starts before the odds begin (mlb_starters_2013.csv), to warm each pitcher's history. */
export const loadStarts = (text: string): DatedStart[] => parseStarts(parseCsv(text));

const MAX_NFL_SPREAD = 25;

const nflDate = (v: unknown): string | null => {
  const n = num(v);
  if (n === null) return null;
  const s = String(Math.trunc(n));
  return /^\d{8}$/.test(s) ? `${s.slice(0, 4)}-${s.slice(4, 6)}-${s.slice(6, 8)}` : null;
};

export function loadNfl(text: string): HistoricalGame[] {
  const data: unknown = JSON.parse(text);
  if (!Array.isArray(data)) throw new Error('NFL file: expected a JSON array of games');
  const out: HistoricalGame[] = [];
  for (const [seq, raw] of data.entries()) {
    const r = raw as Record<string, unknown>;
    const home = nflKey(String(r.home_team ?? ''));
    const away = nflKey(String(r.away_team ?? ''));
    const [hs, as] = [score(r.home_final), score(r.away_final)];
    const date = nflDate(r.date);
    if (!home || !away || home === away || hs === null || as === null || !date) continue;
    // Some rows carry the total in a spread column (45.5): no NFL spread reaches 25 points.
    const spread = (v: unknown): SpreadLine | null => {
      const h = num(v);
      return h === null || Math.abs(h) > MAX_NFL_SPREAD ? null : { home: h, homePrice: null, awayPrice: null };
    };
    const closeMoneyline = pair(r.home_close_ml, r.away_close_ml);
    let closeSpread = spread(r.home_close_spread);
    // A closing spread that makes the moneyline favourite an underdog is a sign error in the row.
    if (closeSpread && closeMoneyline && closeMoneyline.home !== closeMoneyline.away) {
      const homeFav = closeMoneyline.home < closeMoneyline.away;
      if ((homeFav && closeSpread.home > 0.5) || (!homeFav && closeSpread.home < -0.5)) closeSpread = null;
    }
    out.push({
      ...played('NFL', String(r.season ?? date.slice(0, 4)), date, seq, home, away, hs, as),
      openMoneyline: null,
      closeMoneyline,
      openSpread: closeSpread ? spread(r.home_open_spread) : null,
      closeSpread,
    });
  }
  return out;
}

export const LOADERS: Record<HistoricalLeague, (text: string) => HistoricalGame[]> = { NBA: loadNba, MLB: loadMlb, NFL: loadNfl };

/** The default file of each league in the historical folder. */
export const DEFAULT_FILES: Record<HistoricalLeague, string> = {
  NBA: 'nba_2008-2019.csv',
  MLB: 'mlb_starters_2014-2016.csv',
  NFL: 'nfl_2011-2021.json',
};

/** Warm-up starts read beside the MLB starters file (earlier starts only; absent is no error). */
export const DEFAULT_WARMUP_STARTS = 'mlb_starters_2013.csv';
