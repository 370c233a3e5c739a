// Publishing a day's picks is one transaction: a pick is published if and only if it is logged, and
// with it go its fade, its fair line, its price to beat, its card and its live status. This is that
// transaction's declared list of steps, run in order by runSteps; each slice owns its step's write.
// Each game is picked once: a candidate whose event already has a live pick (an earlier run took
// tomorrow's game) is left out by the first step, inside the transaction, and the database's
// one-live-pick-per-event index refuses any that a racing writer got in first.
import { matchupShort } from '@gary/betting';
import { makeEvent } from '@gary/contracts';
import { enqueue, type Logger } from '@gary/platform';
import type { TxStep } from '../adapters/tx-steps';
import { putOnCards } from '../card/card';
import type { CheckedClaim } from '../domain/claims';
import type { FactsSnapshot } from '../domain/facts-snapshot';
import type { PickAudit, StoredPick } from '../domain/stored-pick';
import { appendLeaves } from '../ledger/ledger-repo';
import { applyStoredPrices } from '../live/live-status';
import { insertEdges, insertPricesToBeat } from '../live/on-publish';
import { insertFades } from '../record/adapters/fades-repo';
import { eventsPicked, insertAudit, insertDay, insertFacts, insertPick } from './adapters/publish-repo';

/** The facts a pick was written from: the snapshot, its exact canonical text (hashed into the pick), the checked claims. */
export interface CandidateFacts {
  canonical: string;
  snapshot: FactsSnapshot;
  claims: CheckedClaim[];
}

/** A pick about to be published, with the writer's audit and its facts. */
export type PublishRow = StoredPick & { audit: Omit<PickAudit, 'pickId'>; facts?: CandidateFacts };

/** One attempt at publishing a day's picks. */
export interface Publication {
  date: string;
  runId: string | null;
  now: Date;
  logger: Logger;
  /** Every pick the run would publish, in publish order. */
  rows: readonly PublishRow[];
  /** The picks published: rows less the games already picked (set by the first step). */
  fresh: PublishRow[];
}

export const PUBLISH_STEPS: readonly TxStep<Publication>[] = [
  {
    name: 'games another run already picked left out (they stay on that pick\'s card)',
    run: async (tx, p) => {
      const taken = await eventsPicked(tx, p.rows.map((r) => r.eventId));
      p.fresh = p.rows.filter((r) => !taken.has(r.eventId));
    },
  },
  { name: 'the day stored', run: (tx, p) => insertDay(tx, p.date, p.fresh.map((r) => r.pickId), p.fresh.some((r) => r.simulated), p.runId) },
  {
    name: 'picks, with the writer\'s audit and the facts snapshot',
    run: async (tx, p) => {
      for (const r of p.fresh) {
        await insertPick(tx, r);
        await insertAudit(tx, { pickId: r.pickId, ...r.audit });
        if (r.facts && r.factsSha256) await insertFacts(tx, r.pickId, r.factsSha256, r.facts.canonical, r.facts.claims, r.claimsChecked ?? 0, r.claimsTotal ?? 0, r.facts.snapshot.simulated);
      }
    },
  },
  { name: 'fades (record)', run: (tx, p) => insertFades(tx, p.fresh) },
  { name: 'fair lines and starters (live)', run: (tx, p) => insertEdges(tx, p.fresh, p.now) },
  { name: 'prices to beat (live)', run: (tx, p) => insertPricesToBeat(tx, p.fresh, p.now, p.logger) },
  // On their cards first: the live status sent next says whether a pick is its card's free one.
  { name: 'cards, and card.published for a new one (card)', run: (tx, p) => putOnCards(tx, p.fresh, p.now) },
  { name: 'live status against the prices already heard (live)', run: (tx, p) => applyStoredPrices(tx, p.fresh.map((r) => r.eventId), p.now) },
  {
    name: 'pick-log leaves, in publish order (ledger)',
    run: async (tx, p) => {
      await appendLeaves(tx, p.fresh, p.now);
    },
  },
  {
    name: 'pick.published, one per pick',
    run: (tx, p) =>
      enqueue(
        tx,
        p.fresh.map((r) =>
          makeEvent('pick.published', {
            source: 'pick-engine',
            key: r.pickId,
            occurredAt: p.now,
            data: {
              pickId: r.pickId,
              date: p.date,
              league: r.league,
              eventId: r.eventId,
              homeTeam: r.homeTeam,
              awayTeam: r.awayTeam,
              matchup: matchupShort(r.awayTeam, r.homeTeam),
              gameTime: r.gameTime,
              pick: r.pickText,
              odds: r.odds,
              type: r.type,
              side: r.side,
              line: r.line,
              confidence: r.confidence,
              publishedAt: r.publishedAt,
              classification: r.classification ?? null,
            },
          }),
        ),
      ),
  },
];
