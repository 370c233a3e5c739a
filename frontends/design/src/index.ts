import './styles/tokens.css';

// What every page needs (the session, the API client, the common components) is one shared
// singleton. Stateless pieces only some pages use are their own entries, bundled into the app
// that imports them, so the first page does not carry them:
//   @gary/design/query (QueryState, useApiQuery), @gary/design/badge, @gary/design/flip-card, @gary/design/table, @gary/design/segmented,
//   @gary/design/upgrade, @gary/design/stats-stream, @gary/design/media (viewport and motion hooks),
//   @gary/design/plans (what each plan gets)

export { Button, ButtonLink, buttonClass, type ButtonVariant, type ButtonSize } from './components/button';
export { Card } from './components/card';
export { Spinner } from './components/spinner';
export { EmptyState } from './components/empty-state';
export { ErrorBoundary, BOUNDARY_TITLE, BOUNDARY_MESSAGE } from './components/error-boundary';
export { ToastProvider, useToast, type ToastApi, type ToastLink, type ToastOptions } from './components/toast-provider';
export {
  toastDuration,
  toastSchedule,
  TOAST_DEFAULT_MS,
  TOAST_FADE_MS,
  TOAST_ALERT_MS,
  TOAST_DECISION_MS,
  type ToastType,
} from './components/toast-timing';
export { GaryMark, GaryCoin } from './components/gary-mark';

export { createApiClient, createMemoryTokenStore, parseErrorBody, apiError } from './api/api-client';
export type { ApiClient, ApiError, ApiResult, TokenStore, RequestOptions } from './api/api-client';
export type * from './api/api-types';

export { createSessionStore, displayName } from './session/session-store';
export type { SessionStore, SessionState, SessionStatus, Outcome, SignUpOutcome } from './session/session-store';
export { SessionProvider, useSession, useSessionStore, useApi, type SessionView } from './session/session-context';

export { usePageTitle } from './hooks/use-page-title';
export { useSiteSimulated } from './hooks/use-site-simulated';

export * from './site-config';
