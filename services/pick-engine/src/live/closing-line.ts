// Closing line value needs the price at the close: shortly before each pick's game starts, the
// latest odds of its event are asked of odds-ingest and the same bet's best price (and, on the
// same line, its fair no-vig probability: Pinnacle's where it prices the bet, else the consensus,
// and which of the two) recorded once.
import type { Logger, Pool } from '@gary/platform';
import { marketQuotes } from '../adapters/slate-mapper';
import { fadesNeedingClose, picksNeedingClose, recordClosing, recordFadeClosing } from './adapters/closing-repo';
import type { SportsData } from '../adapters/sports-data';
import { recordClosingSource } from './adapters/edge-repo';
import { fairOfSide } from '../domain/fair-line';

export const CLOSING_WINDOW_MS = 10 * 60_000;

export async function recordClosingLines(d: { pool: Pool; sportsData: SportsData; logger: Logger; now: () => Date; windowMs?: number }): Promise<number> {
  const now = d.now();
  const due = await picksNeedingClose(d.pool, now, d.windowMs ?? CLOSING_WINDOW_MS);
  let recorded = 0;
  for (const p of due) {
    try {
      const { game } = await d.sportsData.eventOdds(p.eventId);
      if (!game) continue;
      const quotes = marketQuotes(game, p.type === 'spread' ? 'spreads' : 'h2h');
      const quote = quotes.find((q) => q.side === p.side);
      if (!quote || quote.price === null) continue;
      const line = p.type === 'spread' ? quote.point : 0;
      // A no-vig probability only compares when the closing line is the line that was picked.
      const fair = line === p.line ? fairOfSide(quotes, p.side) : null;
      if (await recordClosing(d.pool, p.pickId, quote.price, line, fair?.probability ?? null, now)) {
        recorded++;
        if (fair) await recordClosingSource(d.pool, p.pickId, fair.source);
      }
    } catch (err) {
      d.logger.warn({ err, pickId: p.pickId }, 'closing odds not recorded');
    }
  }
  // The fade's own closing line value: the other side's closing price, and its no-vig
  // probability where the closing line is the fade's line.
  for (const f of await fadesNeedingClose(d.pool, now, d.windowMs ?? CLOSING_WINDOW_MS)) {
    try {
      const { game } = await d.sportsData.eventOdds(f.eventId);
      if (!game) continue;
      const quotes = marketQuotes(game, f.type === 'spread' ? 'spreads' : 'h2h');
      const quote = quotes.find((q) => q.side === f.side);
      if (!quote || quote.price === null) continue;
      const line = f.type === 'spread' ? quote.point : 0;
      await recordFadeClosing(d.pool, f.pickId, quote.price, line, line === f.line ? (fairOfSide(quotes, f.side)?.probability ?? null) : null, now);
    } catch (err) {
      d.logger.warn({ err, pickId: f.pickId }, 'closing odds of the fade not recorded');
    }
  }
  return recorded;
}
