// Reading `GET /api/stats/stream` (the gateway's server-sent events of a member's own stats) as
// the benchmarks' stream holders do: each `event: stats` message's data, parsed, in order.
import type http from 'node:http';

/** Calls `onCard` with each stats card the response carries (other events are passed over). */
export function onStatsCards<C>(res: http.IncomingMessage, onCard: (card: C) => void): void {
  res.setEncoding('utf8');
  let buf = '';
  res.on('data', (chunk: string) => {
    buf += chunk;
    let cut: number;
    while ((cut = buf.indexOf('\n\n')) >= 0) {
      const message = buf.slice(0, cut);
      buf = buf.slice(cut + 2);
      if (!message.startsWith('event: stats')) continue;
      onCard(JSON.parse(message.slice(message.indexOf('data: ') + 6)) as C);
    }
  });
}
