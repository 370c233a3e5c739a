// The one logger: pino, JSON in production, with secrets redacted wherever they appear.
import pino, { type Logger } from 'pino';

export type { Logger };

export const REDACT_PATHS = [
  'password', '*.password', 'newPassword', '*.newPassword',
  'token', '*.token', 'accessToken', '*.accessToken', 'refreshToken', '*.refreshToken', 'refresh_token', '*.refresh_token',
  'apiKey', '*.apiKey', 'api_key', '*.api_key', 'secret', '*.secret',
  'authorization', '*.authorization', 'headers.authorization', 'req.headers.authorization', 'req.headers.cookie',
  'res.headers["set-cookie"]', 'cookie', '*.cookie', 'stripeSignature', '*.signature',
];

export function createLogger(opts: { name: string; level?: string; destination?: pino.DestinationStream }): Logger {
  return pino(
    {
      name: opts.name,
      level: opts.level ?? 'info',
      redact: { paths: REDACT_PATHS, censor: '[redacted]' },
      base: { service: opts.name },
      timestamp: pino.stdTimeFunctions.isoTime,
    },
    opts.destination,
  );
}

/** Strips secrets (api keys, tokens) from a URL before it is logged. */
export function redactUrl(url: string): string {
  return url.replace(/([?&](?:apiKey|api_key|key|token|access_token)=)[^&]*/gi, '$1[redacted]');
}
