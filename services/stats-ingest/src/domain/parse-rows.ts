// Row-level validation: a malformed row is skipped with a warning, the rest of the answer kept.
import type { z } from 'zod';

export type Parsed<T> = { ok: true; value: T; warnings: string[] } | { ok: false; message: string };

export const zodIssue = (e: z.ZodError): string => e.issues.map((i) => `${i.path.join('.') || '(root)'}: ${i.message}`).join('; ');

export function parseEach<S extends z.ZodType, T>(rows: readonly unknown[], schema: S, map: (row: z.infer<S>) => T | null, what: string, warnings: string[]): T[] {
  const out: T[] = [];
  rows.forEach((row, index) => {
    const r = schema.safeParse(row);
    if (!r.success) {
      warnings.push(`skipped malformed ${what} at index ${index}: ${zodIssue(r.error)}`);
      return;
    }
    const value = map(r.data);
    if (value !== null) out.push(value);
  });
  return out;
}

export const fail = (message: string): Parsed<never> => ({ ok: false, message });
