import { lazy, Suspense, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { Spinner, useSession } from '@gary/design';

// Only a signed-in member who is not an admin sees it: not part of every first load.
const ForbiddenPage = lazy(() => import('../pages/forbidden-page').then((m) => ({ default: m.ForbiddenPage })));

/** /betcard, /dashboard, /checkout: without a session, go to /signin and come back after. */
export function RequireSession({ children }: { children: ReactNode }) {
  const { status } = useSession();
  const location = useLocation();
  if (status === 'loading') return <Spinner label="Checking your session..." />;
  if (status === 'signedOut') return <Navigate to="/signin" replace state={{ from: location.pathname + location.search }} />;
  return <>{children}</>;
}

/** Admin pages: signed-out users sign in first; signed-in non-admins get a clear 403. */
export function RequireAdmin({ children }: { children: ReactNode }) {
  const { status, isAdmin } = useSession();
  const location = useLocation();
  if (status === 'loading') return <Spinner label="Checking your access..." />;
  if (status === 'signedOut') return <Navigate to="/signin" replace state={{ from: location.pathname }} />;
  if (!isAdmin)
    return (
      <Suspense fallback={<Spinner />}>
        <ForbiddenPage />
      </Suspense>
    );
  return <>{children}</>;
}
