// `npm run backtest` / `make backtest`: replays the historical seasons game by game through the
// live pick function, prints a table and writes the JSON report (artifacts/backtest/report.json).
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { backtestLeague, loadStarts, LOADERS, ODDS_SOURCES, RETROSHEET_NOTICE, type LeagueReport } from '@gary/handicap';
import { parseArgs, REPO_ROOT } from './cli-args';
import { formatSeasonTable, formatTable } from './report-table';

function main() {
  let args;
  try {
    args = parseArgs(process.argv.slice(2), path.join(REPO_ROOT, 'artifacts/backtest/report.json'));
  } catch (err) {
    console.error(err instanceof Error ? err.message : String(err));
    process.exit(2);
  }
  const started = Date.now();
  const leagues: Record<string, LeagueReport> = {};
  for (const league of args.leagues) {
    const file = args.files[league];
    const games = LOADERS[league](readFileSync(file, 'utf8'));
    const warmup = league === 'MLB' && args.warmup ? loadStarts(readFileSync(args.warmup, 'utf8')) : [];
    leagues[league] = backtestLeague(league, games, { warmup }).report;
    console.error(`${league}: ${games.length} games from ${path.relative(process.cwd(), file)} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
  }
  const report = {
    generatedBy: 'tools/backtest (npm run backtest)',
    data: Object.fromEntries(args.leagues.map((l) => [l, path.basename(args.files[l])])),
    warmup: args.leagues.includes('MLB') && args.warmup ? path.basename(args.warmup) : null,
    leagues,
    // The credits SOURCES.md asks for wherever these figures are shown (Retrosheet's for the starters).
    credits: {
      odds: Object.fromEntries(args.leagues.map((l) => [l, ODDS_SOURCES[l]])),
      retrosheet: args.leagues.includes('MLB') && (/starters/.test(path.basename(args.files.MLB)) || args.warmup) ? RETROSHEET_NOTICE : null,
    },
  };
  mkdirSync(path.dirname(args.out), { recursive: true });
  writeFileSync(args.out, `${JSON.stringify(report, null, 2)}\n`);
  console.log(formatTable(leagues));
  console.log(`\n${formatSeasonTable(leagues)}`);
  for (const r of Object.values(leagues)) console.log(`\n${r.bottomLine}`);
  console.log(`\nReport: ${path.relative(process.cwd(), args.out)} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
}

main();
