import { ButtonLink, EmptyState, usePageTitle } from '@gary/design';

export function NotFoundPage() {
  usePageTitle('Not found');
  return (
    <div className="gary-page">
      <EmptyState
        title="404 — nothing on this line"
        actions={
          <>
            <ButtonLink to="/">Home</ButtonLink>
            <ButtonLink to="/real-gary-picks" variant="secondary">Today's Picks</ButtonLink>
          </>
        }
      >
        <p>Gary looked everywhere. This page does not exist, or it moved.</p>
      </EmptyState>
    </div>
  );
}
