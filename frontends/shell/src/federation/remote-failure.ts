// What a remote that could not be loaded turns into: a module whose component throws a named
// error when rendered, so the nearest ErrorBoundary shows "Gary fumbled the ball" and a retry,
// while the rest of the page keeps working.
export type RemoteLoadError = Error & { name: 'RemoteLoadError'; remoteId: string; cause?: unknown };

export function remoteLoadError(remoteId: string, cause?: unknown): RemoteLoadError {
  const reason = cause instanceof Error ? cause.message : cause ? String(cause) : 'unknown reason';
  const err = new Error(`Could not load ${remoteId}: ${reason}`) as RemoteLoadError;
  err.name = 'RemoteLoadError';
  err.remoteId = remoteId;
  err.cause = cause;
  return err;
}

export function remoteFailureModule(remoteId: string, cause?: unknown) {
  const error = remoteLoadError(remoteId, cause);
  function RemoteUnavailable(): never {
    throw error;
  }
  return { __esModule: true as const, default: RemoteUnavailable, error };
}
