// Every body, query and params object is parsed with a zod schema; a ZodError becomes a 400 with
// what was wrong (the app's one error handler does that).
import type { z } from 'zod';

export function parse<S extends z.ZodType>(schema: S, value: unknown): z.infer<S> {
  return schema.parse(value);
}
