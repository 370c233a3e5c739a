// Starting pitchers in the historical files (see shared/data/historical/SOURCES.md, "MLB starting
// pitchers"): the odds file with each side's starter and his line in that game, and a file of
// earlier starts (2013) to warm a pitcher's history up. These are the pitchers who did start; a
// game's own line is never fed into its prediction (see pitcher-form.ts).

/** One start: who pitched and his own line that day. */
export interface StartLine {
  /** Retrosheet player id (kersc001). */
  id: string;
  name: string;
  outs: number;
  bf: number;
  h: number;
  er: number;
  bb: number;
  so: number;
  hr: number;
}

/** Both starters of a game; null on a side the file does not name (blank cells: team ratings only). */
export interface GameStarters {
  home: StartLine | null;
  away: StartLine | null;
}

/** A start outside the odds file (warm-up history), keyed by its date. */
export interface DatedStart {
  date: string;
  start: StartLine;
}

const FIELDS = ['outs', 'bf', 'h', 'er', 'bb', 'so', 'hr'] as const;

/** The start in columns `${prefix}id`, `${prefix}name`, `${prefix}outs`...; null when the id is blank or a count is not a whole number. */
export function startOf(r: Record<string, string>, prefix: string): StartLine | null {
  const id = (r[`${prefix}id`] ?? '').trim();
  if (!id) return null;
  const line: Partial<StartLine> = { id, name: (r[`${prefix}name`] ?? '').trim() };
  for (const f of FIELDS) {
    const raw = (r[`${prefix}${f}`] ?? '').trim();
    const n = Number(raw);
    if (raw === '' || !Number.isInteger(n) || n < 0) return null;
    line[f] = n;
  }
  return line as StartLine;
}

/** Whether a CSV header row is the starters format (the odds file plus both sides' starters). */
export const hasStarterColumns = (row: Record<string, string> | undefined) => !!row && 'home_sp_id' in row && 'away_sp_id' in row;

/** The 2013-style file of starts (one row per team-game); rows without a valid date or line are skipped. */
export function parseStarts(rows: readonly Record<string, string>[]): DatedStart[] {
  const out: DatedStart[] = [];
  for (const r of rows) {
    const start = startOf(r, 'sp_');
    if (!start || !/^\d{4}-\d{2}-\d{2}$/.test(r.date ?? '')) continue;
    out.push({ date: r.date!, start });
  }
  return out;
}
