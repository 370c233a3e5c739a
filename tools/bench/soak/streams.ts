// The soak's open streams: bettors holding `GET /api/stats/stream` (the gateway's SSE of their own
// stats) all day, each reconnecting a second after it drops, as the web app's EventSource does.
// Each open and each drop is reported (the bettors' error rate per fault), and each stream keeps
// the last card it received, which must end equal to the user's stats.
import http from 'node:http';
import { onStatsCards } from '../src/stats-stream';

export interface Card {
  winCount: number;
  lossCount: number;
  pushCount: number;
}

export interface StreamHolders {
  /** The last card each user's stream received (by user id). */
  last: Map<string, Card>;
  opened: number;
  dropped: number;
  close(): void;
}

export function holdStreams(
  gatewayUrl: string,
  holders: { userId: string; token: string }[],
  onEvent: (at: number, failed: boolean) => void,
): StreamHolders {
  const base = new URL(gatewayUrl);
  const last = new Map<string, Card>();
  const live = new Set<http.ClientRequest>();
  let closed = false;
  const out: StreamHolders = {
    last,
    opened: 0,
    dropped: 0,
    close() {
      closed = true;
      for (const r of live) r.destroy();
    },
  };
  const open = (h: { userId: string; token: string }) => {
    if (closed) return;
    const sentAt = Date.now();
    let ended = false;
    const again = (failed: boolean) => {
      if (ended) return;
      ended = true;
      live.delete(req);
      if (closed) return;
      onEvent(sentAt, failed);
      setTimeout(() => open(h), 1_000).unref();
    };
    const req = http.get(
      { host: base.hostname, port: base.port, path: '/api/stats/stream', agent: false, headers: { authorization: `Bearer ${h.token}`, accept: 'text/event-stream' } },
      (res) => {
        if (res.statusCode !== 200) {
          res.resume();
          return again(true);
        }
        out.opened++;
        onEvent(sentAt, false);
        onStatsCards<Card>(res, (card) => last.set(h.userId, card));
        res.on('close', () => {
          if (closed || ended) return;
          out.dropped++;
          ended = true;
          live.delete(req);
          onEvent(Date.now(), true);
          setTimeout(() => open(h), 1_000).unref();
        });
      },
    );
    live.add(req);
    req.on('error', () => again(true));
  };
  holders.forEach((h, i) => setTimeout(() => open(h), i * 5).unref());
  return out;
}
