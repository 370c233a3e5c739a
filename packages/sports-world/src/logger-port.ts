// The logging port (pino-style: structured fields first, message second). Adapters take one;
// the composition root passes the platform logger.
export interface Logger {
  debug(fields: Record<string, unknown>, msg: string): void;
  info(fields: Record<string, unknown>, msg: string): void;
  warn(fields: Record<string, unknown>, msg: string): void;
  error(fields: Record<string, unknown>, msg: string): void;
}

const noop = (): void => undefined;
export const silentLogger: Logger = { debug: noop, info: noop, warn: noop, error: noop };
