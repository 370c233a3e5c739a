// The search model's recent news per game, asked once a day: cached 24 hours through the platform's
// read-through (one call in flight per game, shared by every run and replica on the same Redis).
// Without a PERPLEXITY_API_KEY there is no client and no news, and nothing is asked. A failed call
// is logged and gives no news facts (the spec's 'rich context failure gives empty key findings');
// it is not cached, so the next run asks again.
import { isLlmError, type PerplexityClient } from '@gary/llm';
import { readThrough, type Cache, type Logger } from '@gary/platform';
import { NEWS_MAX_TOKENS, NEWS_TEMPERATURE, newsMessages, parseNews, type GameNews, type NewsGame } from '../domain/game-news';

export const NEWS_TTL_MS = 24 * 3_600_000;

export type GameNewsReader = (game: NewsGame & { eventId: string }) => Promise<GameNews | null>;

export function createGameNews(deps: { search: PerplexityClient | null; cache: Cache; logger: Logger; now?: () => Date }): GameNewsReader {
  const search = deps.search;
  if (!search) return async () => null;
  const read = readThrough(deps.cache, { logger: deps.logger });
  const now = deps.now ?? (() => new Date());
  type Answer = { ok: true; news: GameNews } | { ok: false; reason: string };
  return async (game) => {
    const key = `pick-engine:news:${game.date}:${game.eventId}`;
    const answer = await read.get<Answer>(key, NEWS_TTL_MS, async () => {
      try {
        const res = await search.search({ messages: newsMessages(game), maxTokens: NEWS_MAX_TOKENS, temperature: NEWS_TEMPERATURE });
        return { ok: true, news: { at: now().toISOString(), model: res.model, items: parseNews(res.text, res.citations) } };
      } catch (err) {
        const reason = isLlmError(err) ? err.message : String(err);
        deps.logger.warn({ eventId: game.eventId, reason }, 'recent news not gathered');
        return { ok: false, reason };
      }
    });
    return answer.ok ? answer.news : null;
  };
}
