// Gary's voice: with a language model, one chat call per game writes the rationale (and returns
// the pick JSON, checked against the data's pick); without one, or when the model fails or writes
// something unpublishable, the offline writer speaks from the same facts.
import { isLlmError, type ChatClient, type TokenUsage } from '@gary/llm';
import type { GameInput } from '../domain/game-input';
import { writeOfflineRationale } from '../domain/offline-writer';
import { knownNames, withVerdict, type PickFacts } from '../domain/pick-facts';
import { buildPickMessages, PICK_MAX_TOKENS, PICK_TEMPERATURE } from '../domain/pick-prompt';
import { checkModelPick } from '../domain/pick-validation';
import type { QuantPick } from '../domain/quant-core';
import { checkRationale, sentencesOf } from '../domain/rationale-check';

export interface WrittenRationale {
  rationale: string;
  writer: 'openai' | 'offline';
  extractionMethod: string | null;
  warnings: string[];
  rawOutput: string | null;
  usage: TokenUsage;
  calls: number;
}

export interface RationaleWriter {
  write(game: GameInput, pick: QuantPick, facts: PickFacts, date: string): Promise<WrittenRationale>;
}

/** The model's paragraph with the verdict sentence in it (value or lean, with the numbers). */
const verdictIn = (text: string, facts: PickFacts) => withVerdict(sentencesOf(text), facts).join(' ');

const NO_USAGE: TokenUsage = { promptTokens: 0, completionTokens: 0, totalTokens: 0 };

export function createRationaleWriter(deps: { chat: ChatClient | null; timeoutMs?: number }): RationaleWriter {
  const offline = (facts: PickFacts, date: string, warnings: string[], extra: Partial<WrittenRationale> = {}): WrittenRationale => ({
    rationale: writeOfflineRationale(facts, date),
    writer: 'offline',
    extractionMethod: null,
    warnings,
    rawOutput: null,
    usage: NO_USAGE,
    calls: 0,
    ...extra,
  });

  return {
    async write(game, pick, facts, date) {
      if (!deps.chat) return offline(facts, date, []);
      try {
        const res = await deps.chat.completeJson({
          messages: buildPickMessages(facts),
          temperature: PICK_TEMPERATURE,
          maxTokens: PICK_MAX_TOKENS,
          timeoutMs: deps.timeoutMs,
        });
        const seen = { rawOutput: res.text, usage: res.usage, calls: res.calls };
        const names = knownNames(facts, game);
        if (!res.extracted.ok) {
          // No JSON: the answer may still be a usable paragraph.
          const plain = checkRationale(res.text, names);
          if (plain.ok) return { rationale: verdictIn(plain.text, facts), writer: 'openai', extractionMethod: null, warnings: ['No pick JSON in the answer'], ...seen };
          return offline(facts, date, [`No pick JSON in the answer; ${plain.reason}`], seen);
        }
        const check = checkModelPick(res.extracted.value, pick);
        // A model arguing for another pick cannot write this pick's reasoning.
        if (!check.agrees && typeof res.extracted.value.pick === 'string') {
          return offline(facts, date, check.warnings, { ...seen, extractionMethod: res.extracted.method });
        }
        const written = checkRationale(res.extracted.value.rationale, names);
        if (!written.ok) return offline(facts, date, [...check.warnings, `Model rationale refused: ${written.reason}`], { ...seen, extractionMethod: res.extracted.method });
        return { rationale: verdictIn(written.text, facts), writer: 'openai', extractionMethod: res.extracted.method, warnings: check.warnings, ...seen };
      } catch (err) {
        const message = isLlmError(err) ? err.message : `OpenAI API Error: ${err instanceof Error ? err.message : String(err)}`;
        return offline(facts, date, [message], { calls: 1 });
      }
    },
  };
}
