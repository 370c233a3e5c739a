// Where an OpenAI-compatible server puts the assistant's text: chat completions in
// choices[0].message.content; the Responses API in output_text (SDK convenience, some proxies) or
// output[].content[].text. Read in that order; null when there is none.

const isObj = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

function textOfParts(parts: unknown): string {
  if (!Array.isArray(parts)) return '';
  return parts
    .map((p) => (typeof p === 'string' ? p : isObj(p) && typeof p.text === 'string' ? p.text : ''))
    .join('');
}

export function responseText(body: unknown): string | null {
  if (!isObj(body)) return null;
  const choice = Array.isArray(body.choices) ? body.choices[0] : undefined;
  if (isObj(choice) && isObj(choice.message)) {
    const c = choice.message.content;
    // Some compatible servers send content as an array of text parts.
    const text = typeof c === 'string' ? c : textOfParts(c);
    if (text.trim() !== '') return text;
  }
  if (typeof body.output_text === 'string' && body.output_text.trim() !== '') return body.output_text;
  if (Array.isArray(body.output)) {
    const text = body.output
      .filter(isObj)
      .filter((item) => item.type === undefined || item.type === 'message')
      .map((item) => textOfParts(Array.isArray(item.content) ? item.content.filter((c) => !isObj(c) || c.type !== 'refusal') : []))
      .join('');
    if (text.trim() !== '') return text;
  }
  return null;
}

export interface TokenUsage {
  promptTokens: number;
  completionTokens: number;
  totalTokens: number;
}

export const NO_USAGE: TokenUsage = { promptTokens: 0, completionTokens: 0, totalTokens: 0 };

/** usage of a chat completion (prompt/completion) or a response (input/output). */
export function usageOf(body: unknown): TokenUsage {
  const u = isObj(body) && isObj(body.usage) ? body.usage : null;
  if (!u) return { ...NO_USAGE };
  const num = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : 0);
  const promptTokens = num(u.prompt_tokens ?? u.input_tokens);
  const completionTokens = num(u.completion_tokens ?? u.output_tokens);
  const totalTokens = num(u.total_tokens) || promptTokens + completionTokens;
  return { promptTokens, completionTokens, totalTokens };
}

export function addUsage(a: TokenUsage, b: TokenUsage): TokenUsage {
  return {
    promptTokens: a.promptTokens + b.promptTokens,
    completionTokens: a.completionTokens + b.completionTokens,
    totalTokens: a.totalTokens + b.totalTokens,
  };
}

export function finishReasonOf(body: unknown): string | null {
  if (!isObj(body)) return null;
  const choice = Array.isArray(body.choices) ? body.choices[0] : undefined;
  if (isObj(choice) && typeof choice.finish_reason === 'string') return choice.finish_reason;
  return typeof body.status === 'string' ? body.status : null;
}
