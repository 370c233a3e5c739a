// How Gary's written voice reads over a simulated week: for each day, every sport's slate from the
// simulated odds provider (the one `make start` uses with no key), the simulated stats context, the
// pick engine's own pick (decidePick with the shipped ratings), and the offline writer's rationale
// as the day's card is voiced. Prints the share of sentences repeated across a day's picks, the
// distinct openings, the most-used sentence of any day, and (with --samples) ten rationales of one day.
//
//   npx tsx tools/ops/src/voice-week.ts [--from 2026-11-16] [--days 7] [--samples 2026-11-18] [--json]
import { SPORTS, easternTimeToUtc, plusDays, createSimulationState, type SportKey } from '@gary/sports-world';
import type { Queryable } from '@gary/platform';
import { createSimulatedOddsProvider } from '../../../services/odds-ingest/src/adapters/simulated-odds-provider';
import { gameOddsOf } from '../../../services/odds-ingest/src/grpc/mappers';
import { selectSlate } from '../../../services/odds-ingest/src/domain/game-view';
import { createSimulatedStatsProvider } from '../../../services/stats-ingest/src/adapters/simulated-stats-provider';
import { buildMatchupContext } from '../../../services/stats-ingest/src/domain/matchup-context';
import { matchupOf } from '../../../services/stats-ingest/src/grpc/stats-mappers';
import { toGameInput } from '../../../services/pick-engine/src/adapters/slate-mapper';
import { createLiveModel } from '../../../services/pick-engine/src/generation/live-model';
import { choosePick } from '../../../services/pick-engine/src/generation/domain/quant-core';
import { dayWriter, WRITER } from './voice-writer';
import { voiceFigures, type DayText } from './voice-metrics';

const arg = (name: string, fallback: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 && process.argv[i + 1] ? process.argv[i + 1]! : fallback;
};

/** The live model with no finals recorded: the shipped ratings, as a fresh deployment has them. */
const noFinals: Queryable = { query: (async (sql: string) => ({ rows: /count\(/i.test(sql) ? [{ n: 0 }] : [], rowCount: 0 })) as unknown as Queryable['query'] } as Queryable;

async function day(date: string): Promise<DayText & { samples: string[] }> {
  const at = easternTimeToUtc(date, 10);
  const state = createSimulationState();
  const odds = createSimulatedOddsProvider({ now: () => at, state });
  const stats = createSimulatedStatsProvider({ now: () => at, state });
  const model = createLiveModel({ db: noFinals });
  const write = dayWriter(date, at);
  const picks: DayText['picks'] = [];
  for (const key of ['basketball_nba', 'baseball_mlb', 'icehockey_nhl', 'americanfootball_nfl', 'soccer_epl'] as SportKey[]) {
    const league = SPORTS[key].league;
    const answer = await odds.odds(key);
    if (!answer.ok) continue;
    const games = selectSlate(key, answer.data, date, at).filter((g) => Date.parse(g.commenceTime) > at.getTime());
    for (const g of games) {
      const proto = gameOddsOf({ ...g, sportKey: key, simulated: true, snapshotAt: at.toISOString(), score: null, final: null }, at, false);
      const ctx = await buildMatchupContext(stats, { league: league as never, date, homeTeam: g.homeTeam, awayTeam: g.awayTeam, gameId: g.id });
      const matchup = matchupOf(ctx, null, '', () => 0);
      const input = toGameInput(proto as never, null, matchup as never, true);
      if (!input) continue;
      if (league === 'MLB' && !(matchup.startersConfirmed && input.context?.home.starter?.confirmed && input.context.away.starter?.confirmed)) continue;
      const view = await model.view(league, input.homeTeam, input.awayTeam, date);
      const q = choosePick(input, view);
      if (!q.ok) continue;
      const names = [input.homeTeam, input.awayTeam, ...[input.context?.home, input.context?.away].flatMap((t) => [...(t?.injuries.map((i) => i.player) ?? []), ...(t?.topPlayers ?? []), ...(t?.starter ? [t.starter.name] : [])])];
      picks.push({ text: write(input, q.pick, (view as { daysSinceLast?: { home: number | null; away: number | null } }).daysSinceLast ?? null), names });
    }
  }
  return { date, picks, samples: picks.map((p) => p.text) };
}

async function main(): Promise<void> {
  const from = arg('from', '2026-11-16');
  const n = Number(arg('days', '7'));
  const sampleDay = arg('samples', '');
  const days = [];
  for (let i = 0; i < n; i++) days.push(await day(plusDays(from, i)));
  const f = voiceFigures(days);
  if (process.argv.includes('--json')) {
    console.log(JSON.stringify({ writer: WRITER, from, ...f }, null, 2));
  } else {
    console.log(`voice over ${f.days} simulated days from ${from} (${WRITER}): ${f.picks} picks, ${f.sentences} sentences`);
    console.log(`  sentences repeated across a day's picks: ${(100 * f.repeatedShare).toFixed(1)}% exact, ${(100 * f.repeatedSkeletonShare).toFixed(1)}% with numbers and names blanked`);
    console.log(`  distinct openings: ${f.distinctOpenings} over the week; fewest on one day: ${f.worstDayOpenings?.distinct} for ${f.worstDayOpenings?.picks} picks (${f.worstDayOpenings?.date})`);
    if (f.maxSkeletonOnADay) console.log(`  most-used sentence on one day: ${f.maxSkeletonOnADay.times}x on ${f.maxSkeletonOnADay.date}: "${f.maxSkeletonOnADay.skeleton}"`);
    for (const d of days) console.log(`  ${d.date}: ${d.picks.length} picks`);
  }
  const sample = days.find((d) => d.date === sampleDay);
  if (sample) {
    console.log(`\nten rationales from ${sample.date}:`);
    sample.samples.slice(0, 10).forEach((t, i) => console.log(`${i + 1}. ${t}`));
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
