// Gary's voice: with a language model, one structured-output call per game writes the rationale as
// prose bound to the facts snapshot; the claim check refuses anything unbound or wrong, the model
// gets one revision with the failures listed, and then the offline writer speaks from the same
// facts. Without a key the offline writer is the voice. Either way the published words are
// rendered from the facts and carry their claim count ("claims checked n/n").
import { isLlmError, type ChatClient, type ChatMessage, type TokenUsage } from '@gary/llm';
import { checkDraft, renderDraft, type CheckedClaim, type Draft } from '../../domain/claims';
import type { FactsSnapshot } from '../../domain/facts-snapshot';
import type { GameInput } from '../../domain/game-input';
import { verdictDraft, writeOfflineDraft } from '../domain/offline-writer';
import type { PickFacts } from '../domain/pick-facts';
import { buildPickMessages, PICK_MAX_TOKENS, PICK_TEMPERATURE, RATIONALE_SCHEMA, revisionMessage } from '../domain/pick-prompt';
import { checkModelPick } from '../domain/pick-validation';
import type { QuantPick } from '../domain/quant-core';

export interface WrittenRationale {
  rationale: string;
  writer: 'openai' | 'offline';
  extractionMethod: string | null;
  warnings: string[];
  rawOutput: string | null;
  usage: TokenUsage;
  calls: number;
  /** The facts the published words bind, each checked against the snapshot. */
  claims: CheckedClaim[];
  claimsChecked: number;
  claimsTotal: number;
  /** The offline writer's catchphrases (opener and closer ids); empty for the model. */
  phrases: string[];
}

export interface RationaleWriter {
  write(game: GameInput, pick: QuantPick, facts: PickFacts, snapshot: FactsSnapshot, date: string): Promise<WrittenRationale>;
}

const NO_USAGE: TokenUsage = { promptTokens: 0, completionTokens: 0, totalTokens: 0 };
const VERDICT = /\b(value play|a lean)\b/i;

/**
 * The offline writer's rationale, checked like any other. `taken` holds the catchphrases already on
 * the day's card. Should a draft ever fail its own check, opener and verdict alone are published.
 */
export function offlineRationale(facts: PickFacts, snapshot: FactsSnapshot, o: { salt: string; taken?: Set<string> }): Pick<WrittenRationale, 'rationale' | 'claims' | 'claimsChecked' | 'claimsTotal' | 'phrases' | 'warnings'> {
  const { draft, phrases } = writeOfflineDraft(facts, snapshot, o);
  const checked = checkDraft(draft, snapshot);
  if (checked.ok) return { rationale: checked.rationale.text, claims: checked.rationale.claims, claimsChecked: checked.rationale.checked, claimsTotal: checked.rationale.total, phrases, warnings: [] };
  const short = checkDraft({ text: `I'm on {{pick.bet}} at {{pick.price}}. ${verdictDraft(facts, snapshot)}`, claims: [] }, snapshot);
  if (!short.ok) throw new Error(`offline rationale refused: ${short.failures.join('; ')}`);
  return { rationale: short.rationale.text, claims: short.rationale.claims, claimsChecked: short.rationale.checked, claimsTotal: short.rationale.total, phrases: [], warnings: [`Offline draft refused: ${checked.failures.join('; ')}`] };
}

/** The model's answer as a draft, with the verdict added when the model left it out. */
function draftOf(value: Record<string, unknown>, facts: PickFacts, snapshot: FactsSnapshot): Draft {
  const text = typeof value.rationale === 'string' ? value.rationale.trim() : '';
  const claims = Array.isArray(value.claims)
    ? value.claims.flatMap((c) => (c && typeof c === 'object' && typeof (c as { fact?: unknown }).fact === 'string' ? [{ fact: String((c as { fact: string }).fact), says: String((c as { says?: unknown }).says ?? '') }] : []))
    : [];
  if (text === '' || VERDICT.test(renderDraft(text, snapshot))) return { text, claims };
  return { text: `${text} ${verdictDraft(facts, snapshot)}`, claims };
}

export function createRationaleWriter(deps: { chat: ChatClient | null; timeoutMs?: number }): RationaleWriter {
  const offline = (facts: PickFacts, snapshot: FactsSnapshot, date: string, warnings: string[], extra: Partial<WrittenRationale> = {}): WrittenRationale => {
    const o = offlineRationale(facts, snapshot, { salt: date });
    return { writer: 'offline', extractionMethod: null, rawOutput: null, usage: NO_USAGE, calls: 0, ...extra, ...o, warnings: [...warnings, ...o.warnings] };
  };

  return {
    async write(_game, pick, facts, snapshot, date) {
      if (!deps.chat) return offline(facts, snapshot, date, []);
      const messages: ChatMessage[] = buildPickMessages(facts, snapshot);
      const raw: string[] = [];
      let usage = NO_USAGE;
      let calls = 0;
      let method: string | null = null;
      let failures: string[] = [];
      try {
        // One answer, then at most one revision with the failures listed.
        for (let attempt = 0; attempt < 2; attempt++) {
          if (attempt === 1) messages.push({ role: 'assistant', content: raw[raw.length - 1] ?? '' }, revisionMessage(failures));
          const res = await deps.chat.completeJson({ messages, temperature: PICK_TEMPERATURE, maxTokens: PICK_MAX_TOKENS, timeoutMs: deps.timeoutMs, jsonSchema: RATIONALE_SCHEMA });
          raw.push(res.text);
          usage = { promptTokens: usage.promptTokens + res.usage.promptTokens, completionTokens: usage.completionTokens + res.usage.completionTokens, totalTokens: usage.totalTokens + res.usage.totalTokens };
          calls += res.calls;
          if (!res.extracted.ok) {
            failures = ['the answer is not the JSON object asked for'];
            continue;
          }
          method = res.extracted.method;
          const agree = checkModelPick(res.extracted.value, pick);
          if (!agree.agrees && typeof res.extracted.value.pick === 'string') {
            failures = [`the answer argues another pick (${String(res.extracted.value.pick)}); the pick is ${pick.pickText}`];
            continue;
          }
          const checked = checkDraft(draftOf(res.extracted.value, facts, snapshot), snapshot);
          if (!checked.ok) {
            failures = checked.failures;
            continue;
          }
          const r = checked.rationale;
          return {
            rationale: r.text, writer: 'openai', extractionMethod: method, warnings: [...agree.warnings, ...(attempt === 1 ? ['Revised once after the claim check'] : [])],
            rawOutput: raw.join('\n---\n'), usage, calls, claims: r.claims, claimsChecked: r.checked, claimsTotal: r.total, phrases: [],
          };
        }
        return offline(facts, snapshot, date, [`Model rationale refused after one revision: ${failures.join('; ')}`], { rawOutput: raw.join('\n---\n'), usage, calls, extractionMethod: method });
      } catch (err) {
        const message = isLlmError(err) ? err.message : `OpenAI API Error: ${err instanceof Error ? err.message : String(err)}`;
        return offline(facts, snapshot, date, [message], { calls: Math.max(1, calls), usage, ...(raw.length ? { rawOutput: raw.join('\n---\n') } : {}) });
      }
    },
  };
}
