// Reading `GET /api/stats/stream` (the gateway's server-sent events of a member's own stats) as
// the benchmarks' stream holders do: each `event: stats` message's data, parsed, in order.
import type http from 'node:http';
import { onSseEvents } from '@gary/testinfra';

/** Calls `onCard` with each stats card the response carries (other events are passed over). */
export function onStatsCards<C>(res: http.IncomingMessage, onCard: (card: C) => void): void {
  onSseEvents(res, (event, data) => {
    if (event === 'stats') onCard(data as C);
  });
}
