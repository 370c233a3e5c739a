import { Component, type ErrorInfo, type ReactNode } from 'react';
import { Button } from './button';
import { EmptyState } from './empty-state';

export const BOUNDARY_TITLE = 'Oops! Gary fumbled the ball';
export const BOUNDARY_MESSAGE = "Something went wrong loading this component. Gary's working on it!";

type Props = {
  children: ReactNode;
  /** Called by "Try again" before the boundary renders its children again (e.g. to reload a remote). */
  onRetry?: () => void;
  /** When any of these change the boundary clears itself (e.g. a new route). */
  resetKeys?: unknown[];
  onError?: (error: Error, info: ErrorInfo) => void;
  /** Extra buttons beside "Try again" (e.g. Close inside a modal). */
  extraActions?: ReactNode;
};
type State = { error: Error | null };

function keysChanged(a: unknown[] = [], b: unknown[] = []): boolean {
  return a.length !== b.length || a.some((v, i) => !Object.is(v, b[i]));
}

// React still catches render errors only in class components; this is the one class we keep.
export class ErrorBoundary extends Component<Props, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    this.props.onError?.(error, info);
    if (!this.props.onError) console.error('[gary] section failed to render', error);
  }

  override componentDidUpdate(prev: Props): void {
    if (this.state.error && keysChanged(prev.resetKeys, this.props.resetKeys)) this.setState({ error: null });
  }

  private retry = (): void => {
    this.props.onRetry?.();
    this.setState({ error: null });
  };

  override render(): ReactNode {
    if (!this.state.error) return this.props.children;
    return (
      <div className="gary-boundary">
        <EmptyState
          tone="error"
          title={BOUNDARY_TITLE}
          actions={
            <>
              <Button variant="primary" onClick={this.retry}>
                Try again
              </Button>
              {this.props.extraActions}
            </>
          }
        >
          <p>{BOUNDARY_MESSAGE}</p>
        </EmptyState>
      </div>
    );
  }
}
