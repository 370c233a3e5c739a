// `make fit-ratings`: fits the rating model on every season of the historical files and writes
// the ratings the pick engine ships (packages/handicap/ratings/ratings.json).
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { byDate, leagueModelOf, loadStarts, LOADERS, walkForward, type RatingsArtifact } from '@gary/handicap';
import { parseArgs, REPO_ROOT } from './cli-args';

function main() {
  const args = parseArgs(process.argv.slice(2), path.join(REPO_ROOT, 'packages/handicap/ratings/ratings.json'));
  const artifact: RatingsArtifact = { generatedBy: 'tools/backtest/src/fit-ratings.ts (make fit-ratings)', leagues: {} };
  for (const league of args.leagues) {
    const games = LOADERS[league](readFileSync(args.files[league], 'utf8')).sort(byDate);
    const warmup = league === 'MLB' && args.warmup ? loadStarts(readFileSync(args.warmup, 'utf8')) : [];
    const model = leagueModelOf(walkForward(league, games, { warmup }));
    artifact.leagues[league] = model;
    console.log(`${league}: ${model.version} weight ${model.weight} (${model.note})`);
  }
  writeFileSync(args.out, `${JSON.stringify(artifact, null, 1)}\n`);
  console.log(`Ratings: ${path.relative(process.cwd(), args.out)}`);
}

main();
