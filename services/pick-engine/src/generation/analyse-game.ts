// One game, start to finish: movement and context from the peers, the quantitative pick, the
// writer's rationale. Shared while in flight and remembered for the Eastern day, so each game is
// analysed (and the language model asked) once per day however many runs touch it.
import { formatEasternTime, matchupShort } from '@gary/betting';
import { readThrough, type Cache } from '@gary/platform';
import type { oddsV1 } from '@gary/protos';
import type { GameNewsReader } from './adapters/game-news';
import type { RationaleWriter } from './adapters/rationale-writer';
import type { SportsData } from '../adapters/sports-data';
import { toGameInput } from '../adapters/slate-mapper';
import { buildFactsSnapshot, canonicalFacts, factsSha256, type BookQuote } from '../domain/facts-snapshot';
import { pickFacts } from './domain/pick-facts';
import { fadeOf } from '../domain/fade';
import { livePitcherEdge } from './domain/pitcher-input';
import { choosePick } from './domain/quant-core';
import { startersOf } from '../domain/starters';
import type { LiveModel } from './live-model';
import type { PickCandidate } from './store-picks';

export type Analysis = { ok: true; candidate: PickCandidate } | { ok: false; reason: string; noStarters?: boolean };

const DAY_MS = 36 * 3_600_000;

export function createGameAnalyser(deps: { sportsData: SportsData; writer: RationaleWriter; cache: Cache; model: LiveModel; news?: GameNewsReader }) {
  // Only a finished pick is remembered (the default predicate refuses `{ ok: false }`): starters
  // may be confirmed and odds posted later.
  const read = readThrough(deps.cache);

  async function analyse(game: oddsV1.GameOdds__Output, date: string, simulated: boolean): Promise<Analysis> {
    const contextAt = new Date().toISOString();
    const [movement, context, event, news] = await Promise.all([
      deps.sportsData.lineMovement(game.eventId),
      deps.sportsData.matchup({ sport: game.sport, homeTeam: game.homeTeam, awayTeam: game.awayTeam, date, eventId: game.eventId }),
      // Every book's price for the facts (the slate carries only the best); the pick stands without them.
      deps.sportsData.eventOdds(game.eventId).catch(() => null),
      // Recent news of a real game, once a day (none for the simulator's games, none without a key).
      simulated || !deps.news ? null : deps.news({ league: game.sport.toUpperCase(), homeTeam: game.homeTeam, awayTeam: game.awayTeam, date, eventId: game.eventId }).catch(() => null),
    ]);
    const input = toGameInput(game, movement, context, simulated);
    if (!input) return { ok: false, reason: `Unknown league ${game.sport}` };
    if (input.league === 'MLB' && !(context?.startersConfirmed && input.context?.home.starter?.confirmed && input.context.away.starter?.confirmed)) {
      return { ok: false, reason: 'Starting pitchers not confirmed', noStarters: true };
    }
    const view = await deps.model.view(input.league, input.homeTeam, input.awayTeam, date);
    const starters = input.league === 'MLB' ? startersOf(input.context) : null;
    // The probable starters' earlier starts feed the model's pitcher term, as in the backtest.
    const pitcherEdge = input.league === 'MLB' ? livePitcherEdge(view.drift, starters, date) : undefined;
    const model = pitcherEdge === undefined ? view : { ...view, pitcherEdge };
    const quant = choosePick(input, model);
    if (!quant.ok) return { ok: false, reason: quant.reason };
    const q = quant.pick;
    // decidePick owns the fair line (sharp no-vig, else consensus) and the Bet/Lean call.
    const d = q.decision;
    const facts = pickFacts(input, q);
    const books: BookQuote[] = (event?.game?.books ?? []).map((b) => ({ bookmaker: b.bookmaker, side: b.side, point: b.point, price: b.price, lastUpdate: b.lastUpdate }));
    const snapshot = buildFactsSnapshot({
      game: input,
      pick: q,
      oddsAt: game.snapshotAt || contextAt,
      books,
      booksAt: event?.game?.snapshotAt || null,
      booksSimulated: event?.simulated ?? simulated,
      contextAt,
      contextSimulated: context?.simulated ?? simulated,
      rest: model.daysSinceLast ? { ...model.daysSinceLast, at: contextAt } : null,
      news,
      takenAt: new Date(),
    });
    const canonical = canonicalFacts(snapshot);
    const written = await deps.writer.write(input, q, facts, snapshot, date);
    return {
      ok: true,
      candidate: {
        league: q.league,
        eventId: q.eventId,
        homeTeam: q.homeTeam,
        awayTeam: q.awayTeam,
        game: matchupShort(q.awayTeam, q.homeTeam),
        time: formatEasternTime(new Date(q.commenceTime)),
        gameTime: new Date(q.commenceTime).toISOString(),
        pickText: q.pickText,
        odds: q.odds,
        type: q.type,
        side: q.side,
        line: q.line,
        confidence: q.confidence,
        rationale: written.rationale,
        trapAlert: q.flags.trapAlert,
        revenge: q.flags.revenge,
        superstition: q.flags.superstition,
        momentum: q.flags.momentum,
        noVigProbability: q.marketProbability,
        modelProbability: q.modelProbability,
        modelVersion: q.modelVersion,
        label: q.label,
        ev: q.ev,
        bookmaker: q.bookmaker,
        // Simulated odds or any simulated fact (records, injuries) mark the pick simulated.
        simulated: simulated || snapshot.simulated,
        writer: written.writer,
        factsSha256: factsSha256(canonical),
        claimsChecked: written.claimsChecked,
        claimsTotal: written.claimsTotal,
        facts: { canonical, snapshot, claims: written.claims },
        voice: { facts, phrases: written.phrases },
        fade: fadeOf(input, q),
        fairSource: d.fairSource,
        fairProbability: d.fairProbability,
        classification: d.classification,
        evAtFair: d.evAtFair,
        stake: d.stake,
        betPrice: d.betPrice,
        starters,
        audit: {
          writer: written.writer,
          extractionMethod: written.extractionMethod,
          warnings: written.warnings,
          rawOutput: written.rawOutput,
          promptTokens: written.usage.promptTokens,
          completionTokens: written.usage.completionTokens,
          llmCalls: written.calls,
        },
      },
    };
  }

  return (game: oddsV1.GameOdds__Output, date: string, simulated: boolean): Promise<Analysis> => {
    const key = `pick-engine:analysis:${date}:${game.eventId}`;
    return read.get(key, DAY_MS, () => analyse(game, date, simulated));
  };
}
