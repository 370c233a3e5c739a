import { lazy, Suspense, useMemo, useState, type ComponentType, type ReactNode } from 'react';
import { ErrorBoundary, Spinner } from '@gary/design';

export type RemoteLoader<P> = () => Promise<{ default: ComponentType<P> }>;

type Chrome = {
  /** Replaces the default spinner while the remote loads. */
  fallback?: ReactNode;
  /** Extra buttons in the failure panel, beside "Try again". */
  errorActions?: ReactNode;
};

/**
 * Renders a federated component: React.lazy inside Suspense inside the ErrorBoundary. "Try again"
 * builds a fresh lazy component, so a remote that failed to load is fetched again rather than
 * React replaying the cached rejection.
 */
export function createRemoteView<P extends object>(load: RemoteLoader<P>, loadingLabel = 'Loading...') {
  function RemoteView({ fallback, errorActions, ...props }: P & Chrome) {
    const [attempt, setAttempt] = useState(0);
    const Lazy = useMemo(() => lazy(load), [attempt]);
    return (
      <ErrorBoundary onRetry={() => setAttempt((a) => a + 1)} extraActions={errorActions}>
        <Suspense fallback={fallback ?? <Spinner label={loadingLabel} />}>
          {/* eslint-disable-next-line @typescript-eslint/no-explicit-any -- P is the remote's own props */}
          <Lazy {...(props as any)} />
        </Suspense>
      </ErrorBoundary>
    );
  }
  return RemoteView;
}
