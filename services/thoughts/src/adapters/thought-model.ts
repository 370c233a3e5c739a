// The chat model that writes Gary's thoughts (@gary/llm's OpenAI-compatible client). No retries
// here: the run itself answers a rate limit by waiting 10 s and skipping the game.
import { createChatClient, type ChatMessage } from '@gary/llm';
import { THOUGHT_MAX_TOKENS } from '../domain/thought-analysis';

export interface ThoughtModel {
  ask(messages: ChatMessage[]): Promise<string>;
}

export function createThoughtModel(o: { apiKey: string; baseURL?: string; model: string; timeoutMs?: number; fetch?: typeof fetch }): ThoughtModel {
  const chat = createChatClient({
    apiKey: o.apiKey,
    ...(o.baseURL ? { baseURL: o.baseURL } : {}),
    model: o.model,
    ...(o.timeoutMs ? { timeoutMs: o.timeoutMs } : {}),
    ...(o.fetch ? { fetch: o.fetch } : {}),
  });
  return {
    async ask(messages) {
      return (await chat.complete({ messages, temperature: 0.7, maxTokens: THOUGHT_MAX_TOKENS, json: true })).text;
    },
  };
}
