import { usePageTitle } from '@gary/design';

/** Plain text page the spec lists at /test (used to check routing and the layout). */
export function TestPage() {
  usePageTitle('Test');
  return (
    <div className="gary-page">
      <h1>Test page</h1>
      <p>This is a plain text page. If you can read this, routing works.</p>
    </div>
  );
}
