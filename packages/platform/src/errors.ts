// Errors are values with names. Each carries a kind that maps to one gRPC status (here) and to one
// HTTP status (in the gateway, through grpcToHttp), so mapping happens in exactly one place.
import { parseEasternDate, type EasternDate } from '@gary/betting';
import { status as GrpcStatus } from '@grpc/grpc-js';

export type ErrorKind =
  | 'invalid'
  | 'unauthenticated'
  | 'forbidden'
  | 'not_found'
  | 'conflict'
  | 'precondition'
  | 'rate_limited'
  | 'unavailable'
  | 'internal';

export class AppError extends Error {
  constructor(
    readonly kind: ErrorKind,
    readonly code: string,
    message: string,
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
    this.name = code;
  }
}

export const invalid = (code: string, message: string, details?: Record<string, unknown>) => new AppError('invalid', code, message, details);
export const notFound = (code: string, message: string) => new AppError('not_found', code, message);
export const conflict = (code: string, message: string, details?: Record<string, unknown>) => new AppError('conflict', code, message, details);
export const unauthenticated = (code: string, message: string) => new AppError('unauthenticated', code, message);
export const forbidden = (code: string, message: string) => new AppError('forbidden', code, message);
export const unavailable = (code: string, message: string, details?: Record<string, unknown>) => new AppError('unavailable', code, message, details);
export const rateLimited = (code: string, message: string, retryAfterSeconds: number) =>
  new AppError('rate_limited', code, message, { retryAfterSeconds });

const KIND_TO_GRPC: Record<ErrorKind, GrpcStatus> = {
  invalid: GrpcStatus.INVALID_ARGUMENT,
  unauthenticated: GrpcStatus.UNAUTHENTICATED,
  forbidden: GrpcStatus.PERMISSION_DENIED,
  not_found: GrpcStatus.NOT_FOUND,
  conflict: GrpcStatus.ALREADY_EXISTS,
  precondition: GrpcStatus.FAILED_PRECONDITION,
  rate_limited: GrpcStatus.RESOURCE_EXHAUSTED,
  unavailable: GrpcStatus.UNAVAILABLE,
  internal: GrpcStatus.INTERNAL,
};

export function kindToGrpc(kind: ErrorKind): GrpcStatus {
  return KIND_TO_GRPC[kind];
}

export function grpcToKind(code: number): ErrorKind {
  for (const [k, v] of Object.entries(KIND_TO_GRPC)) if (v === code) return k as ErrorKind;
  if (code === GrpcStatus.DEADLINE_EXCEEDED) return 'unavailable';
  return 'internal';
}

/** The gateway's one mapping from gRPC status to HTTP status. */
export function grpcToHttp(code: number): number {
  switch (code) {
    case GrpcStatus.OK: return 200;
    case GrpcStatus.INVALID_ARGUMENT: return 400;
    case GrpcStatus.OUT_OF_RANGE: return 400;
    case GrpcStatus.UNAUTHENTICATED: return 401;
    case GrpcStatus.PERMISSION_DENIED: return 403;
    case GrpcStatus.NOT_FOUND: return 404;
    case GrpcStatus.ALREADY_EXISTS: return 409;
    case GrpcStatus.ABORTED: return 409;
    case GrpcStatus.FAILED_PRECONDITION: return 412;
    case GrpcStatus.RESOURCE_EXHAUSTED: return 429;
    case GrpcStatus.UNAVAILABLE: return 503;
    case GrpcStatus.DEADLINE_EXCEEDED: return 504;
    case GrpcStatus.UNIMPLEMENTED: return 501;
    default: return 500;
  }
}

export function kindToHttp(kind: ErrorKind): number {
  return grpcToHttp(kindToGrpc(kind));
}

/** At most `max` characters of outside text, for messages that quote what was sent. */
export function clip(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max)}... (${text.length - max} more characters)` : text;
}

/** The one HTTP error body shape: { error: { code, message, details? } }. */
export interface ErrorBody {
  error: { code: string; message: string; details?: Record<string, unknown> };
}

export function errorBody(code: string, message: string, details?: Record<string, unknown>): ErrorBody {
  return details ? { error: { code, message, details } } : { error: { code, message } };
}

/**
 * A gRPC request's date, parsed once into an EasternDate (a real calendar day, years 2000-2100).
 * Empty means the caller's default (`fallback`, usually today in New York). Anything else that is
 * not a date is INVALID_ARGUMENT invalid_date, which the gateway answers as 400.
 */
export function easternDateArg(raw: string | undefined, fallback: () => EasternDate, field = 'date'): EasternDate {
  if (!raw) return fallback();
  const r = parseEasternDate(raw);
  if (!r.ok) throw invalid('invalid_date', field === 'date' ? r.error.message : `${field}: ${r.error.message}`);
  return r.value;
}
