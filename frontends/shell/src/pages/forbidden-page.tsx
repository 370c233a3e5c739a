import { ButtonLink, EmptyState, usePageTitle } from '@gary/design';

/** Shown to signed-in users without the admin role on /admin/* (HTTP 403 in spirit). */
export function ForbiddenPage() {
  usePageTitle('Forbidden');
  return (
    <div className="gary-page">
      <EmptyState tone="error" title="403 — Admins only" actions={<ButtonLink to="/">Back to Home</ButtonLink>}>
        <p>This page is for Gary's operators. Your account does not have the admin role.</p>
      </EmptyState>
    </div>
  );
}
