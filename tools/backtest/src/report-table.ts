// The readable table the backtest prints: per league Gary beside the market on the same games.
import type { LeagueReport } from '@gary/handicap';

const pct = (x: number) => `${(x * 100).toFixed(1)}%`;
const f4 = (x: number) => x.toFixed(4);
/** Closing line value in points of probability, two decimals (a tenth of a percent is the scale it lives at). */
const pts = (x: number) => `${(x * 100).toFixed(2)}`;

export function formatTable(leagues: Record<string, LeagueReport>): string {
  const head = ['league', 'games', 'line', 'market Brier', 'Gary Brier', 'market logloss', 'Gary logloss', 'weight', 'CLV (95%)', 'ROI (95%)', 'record', 'passes', 'lean rule', 'fav share (price rule; gut)'];
  const rows = Object.entries(leagues).map(([league, r]) => [
    league,
    String(r.games),
    r.market.line,
    f4(r.market.brier),
    f4(r.gary.brier),
    f4(r.market.logLoss),
    f4(r.gary.logLoss),
    r.modelWeight.toFixed(2),
    r.clv
      ? r.clv.unit === 'probability'
        ? `${pts(r.clv.mean)} prob pts [${pts(r.clv.ci95[0])}, ${pts(r.clv.ci95[1])}]`
        : `${r.clv.mean.toFixed(2)} spread pts [${r.clv.ci95[0].toFixed(2)}, ${r.clv.ci95[1].toFixed(2)}]`
      : 'n/a',
    `${pct(r.picksRecord.roi)} [${pct(r.picksRecord.roiCi95[0])}, ${pct(r.picksRecord.roiCi95[1])}]`,
    `${r.picksRecord.wins}-${r.picksRecord.losses}-${r.picksRecord.pushes}`,
    String(r.lean.passes),
    r.lean.rule,
    `${pct(r.favouriteShare)} (${pct(r.priceRule.favouriteShare)}; ${pct(r.legacy.favouriteShare)})`,
  ]);
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (cells: string[]) => cells.map((c, i) => c.padEnd(widths[i]!)).join('  ');
  return [line(head), line(widths.map((w) => '-'.repeat(w))), ...rows.map(line)].join('\n');
}

const interval = (c: { mean: number; ci95: [number, number] } | null, unit: string | null) => {
  if (!c) return 'n/a';
  const f = unit === 'spreadPoints' ? (x: number) => x.toFixed(2) : pts;
  return `${f(c.mean)} [${f(c.ci95[0])}, ${f(c.ci95[1])}]`;
};
const roiOf = (r: LeagueReport['bets']) => (r.roi === null ? 'n/a' : `${pct(r.roi)} [${pct(r.roiCi95![0])}, ${pct(r.roiCi95![1])}]`);

/** Per league and season: Brier beside the market's, the leans' closing line value; then Bets and Leans. */
export function formatSeasonTable(leagues: Record<string, LeagueReport>): string {
  const head = ['league', 'season', 'Gary Brier', 'market Brier', 'lean CLV [95%]'];
  const rows: string[][] = [];
  for (const [league, r] of Object.entries(leagues)) {
    for (const s of r.seasons) {
      const b = r.bySeason[s]!;
      rows.push([league, s, b.garyBrier.toFixed(5), b.marketBrier.toFixed(5), interval(r.leanClvBySeason[s] ?? null, r.clvAgainstClose.unit)]);
    }
    rows.push([league, `unseen ${r.unseen.seasons.length ? `${r.unseen.seasons[0]}-${r.unseen.seasons[r.unseen.seasons.length - 1]}` : '-'}`, '', '', interval(r.unseen.leanClv, r.unseen.unit)]);
  }
  const recHead = ['league', 'leanBy', 'Bets', 'Bets ROI [95%]', 'Leans', 'Leans ROI [95%]', 'Bet threshold (EV)'];
  const recRows = Object.entries(leagues).map(([league, r]) => [
    league,
    r.leanBy,
    String(r.bets.count),
    roiOf(r.bets),
    String(r.leans.count),
    roiOf(r.leans),
    r.betThreshold.final.ev === null ? 'none learned' : pct(r.betThreshold.final.ev),
  ]);
  return `${grid(head, rows)}\n\n${grid(recHead, recRows)}`;
}

function grid(head: string[], rows: string[][]): string {
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (cells: string[]) => cells.map((c, i) => c.padEnd(widths[i]!)).join('  ');
  return [line(head), line(widths.map((w) => '-'.repeat(w))), ...rows.map(line)].join('\n');
}
