// The events props-engine publishes, each enqueued in the transaction that stores what it tells
// (the outbox): prop.published for every prop a run stores, prop.graded for a final result and for a
// prop withdrawn before its game (void: it will never be graded). decisions projects the first and
// settles the rides and fades on it from the second: Team Props decisions are saved like any other.
import { makeEvent, type EventEnvelope } from '@gary/contracts';
import { enqueue, type Queryable } from '@gary/platform';
import { createPropsRepo, type DayReplaced } from '../adapters/props-repo';
import type { PropPick } from '../domain/prop-pick';

const SOURCE = 'props-engine';

/** The bet in words, without its price (the event carries the price): 'LeBron James over 25.5 points'. */
export const propWords = (p: Pick<PropPick, 'player' | 'bet' | 'line' | 'propType'>) => `${p.player} ${p.bet} ${p.line} ${p.propType}`;

export function propPublished(p: PropPick, at: Date): EventEnvelope<'prop.published'> {
  return makeEvent('prop.published', {
    source: SOURCE,
    key: p.id,
    data: {
      propId: p.id,
      date: p.date,
      league: p.league,
      eventId: p.eventId,
      matchup: p.matchup,
      player: p.player,
      pick: propWords(p),
      odds: p.odds,
      gameTime: p.gameTime,
      publishedAt: at.toISOString(),
    },
  });
}

export function propGraded(
  p: { id: string; date: string; league: string; result: 'won' | 'lost' | 'push' | 'void'; actualValue: number | null },
  at: Date,
): EventEnvelope<'prop.graded'> {
  return makeEvent('prop.graded', {
    source: SOURCE,
    key: p.id,
    data: { propId: p.id, date: p.date, league: p.league as never, result: p.result, actualValue: p.actualValue, gradedAt: at.toISOString() },
  });
}

/** The events of one stored day: each stored prop published, each withdrawn one void. */
export function dayEvents(date: string, day: DayReplaced, at: Date): EventEnvelope[] {
  return [
    ...day.stored.map((p) => propPublished({ ...p, date }, at)),
    ...day.withdrawn.map((w) => propGraded({ ...w, result: 'void', actualValue: null }, at)),
  ];
}

/** Stores a day's props and enqueues its events, in the caller's transaction (tx); answers how many props are new. */
export async function storeDay(tx: Queryable, date: string, ranked: readonly PropPick[], now: Date): Promise<number> {
  const day = await createPropsRepo(tx).replaceDay(date, ranked, now);
  await enqueue(tx, dayEvents(date, day, now));
  return day.count;
}
