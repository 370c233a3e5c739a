// Reads a JSON object out of what a model answered, in the spec's order: the answer is already an
// object; the text is JSON; JSON inside a fenced code block; then the first {...} in the text that
// holds both "pick" and "confidence". The method used is reported so analyses can be audited.
// Lists of objects ({"props": [...]} or a bare [...]) are read by extractJsonArray.

export type ExtractionMethod = 'direct-object' | 'json-parse' | 'fenced-block' | 'pattern-match';

export type Extracted =
  | { ok: true; value: Record<string, unknown>; method: ExtractionMethod }
  | { ok: false; error: { name: 'NoJsonFound'; message: string } };

const isObj = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

function parseObject(text: string): Record<string, unknown> | null {
  try {
    const v: unknown = JSON.parse(text);
    return isObj(v) ? v : null;
  } catch {
    return null;
  }
}

/** The balanced {...} (or [...]) starting at `from`, skipping brackets inside strings; null if unbalanced. */
function balancedAt(text: string, from: number, open = '{', close = '}'): string | null {
  let depth = 0;
  let inString = false;
  for (let i = from; i < text.length; i++) {
    const ch = text[i];
    if (inString) {
      if (ch === '\\') i++;
      else if (ch === '"') inString = false;
      continue;
    }
    if (ch === '"') inString = true;
    else if (ch === open) depth++;
    else if (ch === close) {
      depth--;
      if (depth === 0) return text.slice(from, i + 1);
    }
  }
  return null;
}

export function extractJson(input: unknown): Extracted {
  if (isObj(input)) return { ok: true, value: input, method: 'direct-object' };
  if (typeof input !== 'string' || input.trim() === '') {
    return { ok: false, error: { name: 'NoJsonFound', message: 'no text to read JSON from' } };
  }
  const text = input.trim();
  const direct = parseObject(text);
  if (direct) return { ok: true, value: direct, method: 'json-parse' };
  for (const m of text.matchAll(/```(?:json|JSON)?\s*([\s\S]*?)```/g)) {
    const fenced = parseObject((m[1] ?? '').trim());
    if (fenced) return { ok: true, value: fenced, method: 'fenced-block' };
  }
  for (let i = text.indexOf('{'); i !== -1; i = text.indexOf('{', i + 1)) {
    const candidate = balancedAt(text, i);
    if (!candidate || !/"pick"\s*:/.test(candidate) || !/"confidence"\s*:/.test(candidate)) continue;
    const obj = parseObject(candidate);
    if (obj && 'pick' in obj && 'confidence' in obj) return { ok: true, value: obj, method: 'pattern-match' };
  }
  return { ok: false, error: { name: 'NoJsonFound', message: 'no JSON object with a pick and a confidence in the answer' } };
}

export type ExtractedList =
  | { ok: true; value: Record<string, unknown>[]; method: ExtractionMethod | 'bare-array' }
  | { ok: false; error: { name: 'NoJsonFound'; message: string } };

/** The first JSON array in the text that holds at least one object. */
function firstObjectArray(text: string): unknown[] | null {
  for (let i = text.indexOf('['); i !== -1; i = text.indexOf('[', i + 1)) {
    const candidate = balancedAt(text, i, '[', ']');
    if (!candidate) continue;
    try {
      const v: unknown = JSON.parse(candidate);
      if (Array.isArray(v) && v.some(isObj)) return v;
    } catch {
      // not JSON: try the next bracket
    }
  }
  return null;
}

/**
 * Reads a list of objects out of a model's answer: the first of `keys` holding an array in the
 * object extractJson finds (direct, fenced block, pattern), else the first bare JSON array of
 * objects in the text. Items that are not objects are dropped.
 */
export function extractJsonArray(input: unknown, keys: readonly string[]): ExtractedList {
  const ex = extractJson(input);
  if (ex.ok) {
    for (const k of keys) {
      const v = ex.value[k];
      if (Array.isArray(v)) return { ok: true, value: v.filter(isObj), method: ex.method };
    }
  }
  const arr = typeof input === 'string' ? firstObjectArray(input) : null;
  if (arr) return { ok: true, value: arr.filter(isObj), method: 'bare-array' };
  return { ok: false, error: { name: 'NoJsonFound', message: `no JSON list of objects (${keys.join(', ')} or a bare array) in the answer` } };
}
