// The EasternDate of @gary/betting as a zod schema, for every contract, query and body that carries
// a date: 'YYYY-MM-DD', a real calendar day, years 2000-2100. A failure is an issue with
// params.code 'invalid_date', which the HTTP error handler answers as 400 invalid_date.
import { parseEasternDate, type EasternDate } from '@gary/betting';
import { z } from 'zod';

export const easternDateSchema = z
  .string({ error: 'date must be a string YYYY-MM-DD (an Eastern calendar date)' })
  .transform((raw, ctx): EasternDate => {
    const r = parseEasternDate(raw);
    if (r.ok) return r.value;
    ctx.addIssue({ code: 'custom', message: r.error.message, params: { code: 'invalid_date' } });
    return z.NEVER;
  })
  // format: date in the OpenAPI document, so clients (and the date-route test) know a date goes here.
  .meta({ format: 'date', description: 'An Eastern calendar date, YYYY-MM-DD (2000-2100)' });

/** The same rule where the value stays a plain string (event payloads, built and read as JSON). */
export const easternDateString = z.string().superRefine((raw, ctx) => {
  const r = parseEasternDate(raw);
  if (!r.ok) ctx.addIssue({ code: 'custom', message: r.error.message, params: { code: 'invalid_date' } });
});
