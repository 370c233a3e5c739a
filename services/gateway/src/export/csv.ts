// CSV (RFC 4180): fields quoted when they hold a comma, quote or line break, quotes doubled, CRLF
// between records. A field starting with = + - @ (or a tab or carriage return) is prefixed with a
// quote mark so a spreadsheet opening the file never runs it as a formula (OWASP's CSV injection).
export type Cell = string | number | boolean | null | undefined;

const FORMULA = /^[=+\-@\t\r]/;

export function csvCell(v: Cell): string {
  if (v === null || v === undefined) return '';
  let s = String(v);
  if (typeof v === 'string' && FORMULA.test(s)) s = `'${s}`;
  return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

export function csvTable(header: readonly string[], rows: readonly Cell[][]): string {
  return [header, ...rows].map((r) => r.map(csvCell).join(',')).join('\r\n') + '\r\n';
}

/**
 * Several tables in one file: each under a line naming it, a blank line between them (the layout
 * bank statements use), so one download holds everything and each part opens as its own table.
 */
export function csvSections(sections: readonly { name: string; header: readonly string[]; rows: readonly Cell[][] }[]): string {
  return sections.map((s) => `${csvCell(`# ${s.name}`)}\r\n${csvTable(s.header, s.rows)}`).join('\r\n');
}
