// Errors are values with names. Each carries a kind that maps to one gRPC status (here) and to one
// HTTP status (in the gateway), both from the one table ERROR_KINDS, so mapping happens in one place.
import { parseEasternDate, type EasternDate } from '@gary/betting';
import { status as GrpcStatus } from '@grpc/grpc-js';

export type ErrorKind =
  | 'invalid'
  | 'unauthenticated'
  | 'forbidden'
  | 'not_found'
  | 'conflict'
  | 'aborted'
  | 'precondition'
  | 'rate_limited'
  | 'unavailable'
  | 'deadline'
  | 'unimplemented'
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

/**
 * The one table: each kind's gRPC status (what a service answers) and HTTP status (what the
 * gateway answers for it). A gRPC status received from a peer is read back into its kind, and the
 * gateway answers the kind's HTTP status, so a status maps to HTTP the same way however it arrives.
 */
export const ERROR_KINDS: Readonly<Record<ErrorKind, { grpc: GrpcStatus; http: number }>> = {
  invalid: { grpc: GrpcStatus.INVALID_ARGUMENT, http: 400 },
  unauthenticated: { grpc: GrpcStatus.UNAUTHENTICATED, http: 401 },
  forbidden: { grpc: GrpcStatus.PERMISSION_DENIED, http: 403 },
  not_found: { grpc: GrpcStatus.NOT_FOUND, http: 404 },
  conflict: { grpc: GrpcStatus.ALREADY_EXISTS, http: 409 },
  // A concurrent change won (a transaction's retry budget ran out): the caller may try again.
  aborted: { grpc: GrpcStatus.ABORTED, http: 409 },
  precondition: { grpc: GrpcStatus.FAILED_PRECONDITION, http: 412 },
  rate_limited: { grpc: GrpcStatus.RESOURCE_EXHAUSTED, http: 429 },
  unavailable: { grpc: GrpcStatus.UNAVAILABLE, http: 503 },
  // A peer did not answer in time: the gateway's upstream timed out.
  deadline: { grpc: GrpcStatus.DEADLINE_EXCEEDED, http: 504 },
  unimplemented: { grpc: GrpcStatus.UNIMPLEMENTED, http: 501 },
  internal: { grpc: GrpcStatus.INTERNAL, http: 500 },
};

/** gRPC statuses no kind answers with, read as the kind they mean for a caller. */
const OTHER_STATUSES: Readonly<Partial<Record<GrpcStatus, ErrorKind>>> = {
  [GrpcStatus.OUT_OF_RANGE]: 'invalid',
  // The call was cancelled before an answer (a peer shutting down, a dropped stream): try again.
  [GrpcStatus.CANCELLED]: 'unavailable',
  [GrpcStatus.UNKNOWN]: 'internal',
  [GrpcStatus.DATA_LOSS]: 'internal',
};

const BY_GRPC = new Map<number, ErrorKind>(Object.entries(ERROR_KINDS).map(([k, v]) => [v.grpc, k as ErrorKind]));

export function kindToGrpc(kind: ErrorKind): GrpcStatus {
  return ERROR_KINDS[kind].grpc;
}

export function kindToHttp(kind: ErrorKind): number {
  return ERROR_KINDS[kind].http;
}

/** The kind of a gRPC status received from a peer (an unknown status is internal). */
export function grpcToKind(code: number): ErrorKind {
  return BY_GRPC.get(code) ?? OTHER_STATUSES[code as GrpcStatus] ?? 'internal';
}

/** The HTTP status the gateway answers for a gRPC status: the status's kind's (OK is 200). */
export function grpcToHttp(code: number): number {
  return code === GrpcStatus.OK ? 200 : kindToHttp(grpcToKind(code));
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

/** The 404 of a path no route serves: the path without its query, clipped (a 10 KB path is not echoed). */
export function noRouteBody(method: string, url: string): ErrorBody {
  return errorBody('not_found', `No route for ${method} ${clip(url.split('?')[0] ?? '', 100)}`);
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
