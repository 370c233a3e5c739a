// Reads a list of objects out of a model's answer: {"props": [...]} (or "picks"), read through
// @gary/llm's extractJson (direct, fenced block, pattern), else the first bare JSON array in the
// text. @gary/llm extracts objects only; answers that are a bare array need this second step.
import { extractJson } from '@gary/llm';

const isObj = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

function firstArray(text: string): unknown[] | null {
  for (let start = text.indexOf('['); start !== -1; start = text.indexOf('[', start + 1)) {
    let depth = 0;
    let inString = false;
    for (let i = start; i < text.length; i++) {
      const ch = text[i];
      if (inString) {
        if (ch === '\\') i++;
        else if (ch === '"') inString = false;
        continue;
      }
      if (ch === '"') inString = true;
      else if (ch === '[') depth++;
      else if (ch === ']' && --depth === 0) {
        try {
          const v: unknown = JSON.parse(text.slice(start, i + 1));
          if (Array.isArray(v) && v.some(isObj)) return v;
        } catch {
          // not JSON: try the next bracket
        }
        break;
      }
    }
  }
  return null;
}

export function extractObjectList(text: string, keys: readonly string[] = ['props', 'picks']): Record<string, unknown>[] | null {
  const ex = extractJson(text);
  if (ex.ok) {
    for (const k of keys) {
      const v = ex.value[k];
      if (Array.isArray(v)) return v.filter(isObj);
    }
  }
  const arr = firstArray(text);
  return arr ? arr.filter(isObj) : null;
}
