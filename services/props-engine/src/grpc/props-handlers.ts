// gRPC handlers: decode and check the request, call the engine, encode the answer. Bad input is
// an INVALID_ARGUMENT with a named code; a day with no props is an empty list, not an error.
import { addDays, easternDate, formatEasternTime, picksDatesToRead, type DateRange } from '@gary/betting';
import { billfoldMessage, easternDateArg, invalid, type ServiceImpl } from '@gary/platform';
import type { propsV1 } from '@gary/protos';
import type { PropsRepo, StoredProp } from '../adapters/props-repo';
import { GENERATING_MESSAGE, type RunOutcome } from '../app/prop-generation';
import { computePropBillfold, isRange } from '../domain/prop-billfold';
import { isPropSport, PROP_SPORTS, type PropSport } from '../domain/prop-markets';

export interface HandlerDeps {
  repo: PropsRepo;
  now: () => Date;
  /** Runs the day's generation unless one is already running (then null). */
  generate(date: string, sports: PropSport[], trigger: string): Promise<RunOutcome | null>;
}

function instant(raw: string, now: () => Date): Date {
  if (!raw) return now();
  const d = new Date(raw);
  if (Number.isNaN(d.getTime())) throw invalid('invalid_now', 'now must be an ISO instant');
  return d;
}

function checkDate(raw: string): string {
  return easternDateArg(raw, () => {
    throw invalid('invalid_date', 'date is required');
  });
}

function checkRange(raw: string): DateRange {
  if (!raw) return 'all';
  if (!isRange(raw)) throw invalid('invalid_range', 'range must be all, 7d, 30d, 90d or ytd');
  return raw;
}

export function toProto(p: StoredProp): propsV1.PropPick {
  return {
    id: p.id,
    date: p.date,
    league: p.league,
    eventId: p.eventId,
    player: p.player,
    playerId: p.playerId,
    team: p.team,
    prop: `${p.propType} ${p.line}`,
    propType: p.propType,
    line: p.line,
    bet: p.bet,
    odds: p.odds,
    confidence: p.confidence,
    ev: p.ev,
    analysis: p.analysis,
    matchup: p.matchup,
    time: formatEasternTime(new Date(p.gameTime)),
    gameTime: p.gameTime,
    source: p.source,
    result: p.result,
    actualValue: p.actualValue ?? 0,
    pendingReason: p.pendingReason,
  };
}

export function propsHandlers(deps: HandlerDeps): ServiceImpl<'props-engine'> {
  return {
    async GetDailyProps(req) {
      const now = instant(req.now, deps.now);
      let dates: string[];
      let date: string;
      if (req.date) dates = [date = checkDate(req.date)];
      else {
        const d = picksDatesToRead(now);
        if (!d.ok) throw invalid('invalid_now', d.error.message);
        // Before 10:00 Eastern yesterday's props are still current; then today's. A day with none
        // of its own (no game left to start when it was run, or none at all) shows tomorrow's
        // when they were made early; with none anywhere the answer is today's empty day.
        date = d.value[d.value.length - 1]!;
        const tomorrow = addDays(date, 1);
        dates = tomorrow.ok ? [...d.value, tomorrow.value] : d.value;
      }
      let props: StoredProp[] = [];
      for (const d of dates) {
        const found = await deps.repo.listByDate(d);
        if (found.length) {
          date = d;
          props = found;
          break;
        }
      }
      return { date, props: props.map(toProto), simulated: props.some((p) => p.simulated) };
    },

    async Generate(req) {
      const date = req.date ? checkDate(req.date) : (easternDate(deps.now()) as { ok: true; value: string }).value;
      const unknown = req.sports.filter((s) => !isPropSport(s));
      if (unknown.length) throw invalid('invalid_sport', `props are made for ${PROP_SPORTS.join(', ')}; not ${unknown.join(', ')}`);
      const sports = req.sports.length ? (req.sports as PropSport[]) : [...PROP_SPORTS];
      const out = await deps.generate(date, sports, 'request');
      if (!out) return { success: false, count: 0, level: 'info', message: GENERATING_MESSAGE };
      return { success: out.success, count: out.count, level: out.level, message: out.message };
    },

    async GetBillfold(req) {
      const range = checkRange(req.range);
      const now = instant(req.now, deps.now);
      return billfoldMessage(computePropBillfold(await deps.repo.gradedResults(), range, now));
    },
  };
}
