import type { ReactNode } from 'react';
import type { ApiError } from '../api/api-client';
// The shared entry's components, not copies: this file is bundled into each app that uses it.
import { Button, ButtonLink, EmptyState, Spinner } from '@gary/design';

// The one loading / error / retry / empty block every screen shows around what it loads. Every
// screen gets the same behaviour: a spinner with the screen's spec text until the first answer;
// on a failure with nothing loaded, the spec's message for that screen (or the catalogue's
// "Something went wrong") with the gateway's reason beneath and a Try Again that asks again; what
// was loaded stays on screen while a reload of the same thing runs or fails; the screen's empty
// state when the answer holds nothing.

/** The retry button's text, on every screen (the spec's "Try Again"). */
export const TRY_AGAIN = 'Try Again';
/** The error catalogue's message for a failure a screen has no message of its own for. */
export const SOMETHING_WENT_WRONG = 'Something went wrong. Please try again.';

/**
 * A member on a cool-off or self-exclusion (or whose date of birth is still to give): the server
 * refuses on purpose (403 play_break) and says why and until when. That is the page's answer, in
 * the server's words with the way to help; not an error to try again.
 */
export function PlayBreak({ error, headingLevel = 2 }: { error: ApiError; headingLevel?: 2 | 3 }) {
  const asksAge = (error.details as { state?: string } | undefined)?.state === 'needs_date_of_birth';
  return (
    <EmptyState title={asksAge ? 'One question first' : 'You are taking a break'} headingLevel={headingLevel} actions={<ButtonLink to="/help" variant="secondary">Help and responsible play</ButtonLink>}>
      <p>{error.message}</p>
    </EmptyState>
  );
}

/** What useApiQuery returns (or anything shaped like it). */
export type QueryLike<T> = {
  status: 'loading' | 'ok' | 'error';
  data: T | null;
  error: ApiError | null;
  reload: () => void;
};

export type QueryStateProps<T> = {
  query: QueryLike<T>;
  /** Spinner text until the first answer (the spec's: 'Loading prop picks...'). */
  loading?: string;
  /** Something the screen waits for before the query counts (the session): its spinner text. */
  waitingFor?: string | false | null;
  /** The failure's title: the spec's message for this screen, or made from the error. */
  error?: ReactNode | ((error: ApiError) => ReactNode);
  /** Under the title: the gateway's reason by default; `null` for none. */
  errorDetail?: ((error: ApiError) => ReactNode) | null;
  /** Buttons beside Try Again (e.g. GENERATE NEW PICKS for an admin, See Past Picks). */
  errorActions?: ReactNode | ((error: ApiError) => ReactNode);
  /** Whether Try Again is offered for this failure (default: always); a 404 that will stay one may say no. */
  retryable?: (error: ApiError) => boolean;
  /** The spec leaves some failures as the screen's empty state (the home page's free pick). */
  failAsEmpty?: boolean;
  /** Whether an answer holds nothing to show. */
  isEmpty?: (data: T) => boolean;
  empty?: ReactNode;
  emptyDetail?: ReactNode;
  emptyActions?: ReactNode;
  /** A Try Again on the empty state too (What Gary Thinks: "All with a Try Again button"). */
  emptyRetry?: boolean;
  /** Inside a card or a table's section: a small spinner and a level-3 heading. */
  compact?: boolean;
  children: (data: T) => ReactNode;
};

export function QueryState<T>(props: QueryStateProps<T>): ReactNode {
  const { query, compact } = props;
  const headingLevel = compact ? 3 : 2;
  const retry = (
    <Button variant="primary" onClick={query.reload}>
      {TRY_AGAIN}
    </Button>
  );
  const emptyState = (withRetry: boolean) => (
    <EmptyState
      title={props.empty ?? 'Nothing here yet'}
      headingLevel={headingLevel}
      actions={withRetry || props.emptyActions ? <>{withRetry ? retry : null}{props.emptyActions}</> : undefined}
    >
      {props.emptyDetail}
    </EmptyState>
  );

  if (props.waitingFor) return <Spinner label={props.waitingFor} small={compact} />;
  const { data } = query;
  if (data === null) {
    if (query.status !== 'error' || !query.error) return <Spinner label={props.loading ?? 'Loading...'} small={compact} />;
    const error = query.error;
    if (error.code === 'play_break') return <PlayBreak error={error} headingLevel={headingLevel} />;
    if (props.failAsEmpty) return emptyState(true);
    const title = typeof props.error === 'function' ? props.error(error) : (props.error ?? SOMETHING_WENT_WRONG);
    const detail = props.errorDetail === null ? null : (props.errorDetail ?? ((e: ApiError) => e.message))(error);
    const actions = typeof props.errorActions === 'function' ? props.errorActions(error) : props.errorActions;
    return (
      <EmptyState tone="error" title={title} headingLevel={headingLevel} actions={<>{props.retryable?.(error) === false ? null : retry}{actions}</>}>
        {detail ? <p>{detail}</p> : null}
      </EmptyState>
    );
  }
  if (props.isEmpty?.(data)) return emptyState(Boolean(props.emptyRetry));
  return <>{props.children(data)}</>;
}
