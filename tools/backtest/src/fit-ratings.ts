// `make fit-ratings`: fits the rating model on every season of the historical files and writes
// the ratings the pick engine ships (packages/handicap/ratings/ratings.json).
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { byDate, learnBetThreshold, leagueModelOf, loadStarts, LOADERS, walkForward, type LearnedThreshold, type RatingsArtifact } from '@gary/handicap';
import { parseArgs, REPO_ROOT } from './cli-args';

function main() {
  const args = parseArgs(process.argv.slice(2), path.join(REPO_ROOT, 'packages/handicap/ratings/ratings.json'));
  const artifact: RatingsArtifact = { generatedBy: 'tools/backtest/src/fit-ratings.ts (make fit-ratings)', leagues: {} };
  const learned: Partial<Record<string, LearnedThreshold>> = {};
  for (const league of args.leagues) {
    const games = LOADERS[league](readFileSync(args.files[league], 'utf8')).sort(byDate);
    const warmup = league === 'MLB' && args.warmup ? loadStarts(readFileSync(args.warmup, 'utf8')) : [];
    const model = leagueModelOf(walkForward(league, games, { warmup }));
    learned[league] = learnBetThreshold(games);
    artifact.leagues[league] = { ...model, bet: { threshold: learned[league]!.ev, note: learned[league]!.note } };
    console.log(`${league}: ${model.version} weight ${model.weight} (${model.note})`);
  }
  // A league whose file cannot measure the fair line's error (no opening moneyline) borrows the
  // largest threshold measured elsewhere: a price must clear at least that much to be a Bet.
  const measured = Object.entries(learned).filter(([, t]) => t?.ev !== null && t?.ev !== undefined);
  const borrowed = measured.sort((a, b) => b[1]!.ev! - a[1]!.ev!)[0];
  for (const model of Object.values(artifact.leagues)) {
    if (!model?.bet || model.bet.threshold !== null || !borrowed) continue;
    model.bet = { threshold: borrowed[1]!.ev, note: `${model.bet.note} The threshold is ${borrowed[0]}'s: ${borrowed[1]!.note}` };
  }
  for (const [league, model] of Object.entries(artifact.leagues)) console.log(`${league} Bet threshold: ${model?.bet?.threshold ?? 'none'}`);
  writeFileSync(args.out, `${JSON.stringify(artifact, null, 1)}\n`);
  console.log(`Ratings: ${path.relative(process.cwd(), args.out)}`);
}

main();
