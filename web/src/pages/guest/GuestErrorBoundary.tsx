import { Component, Suspense, type ReactNode } from 'react';

type Props = {
  children: ReactNode;
  /** What to show instead; `retry` clears the error after calling `onRetry`. */
  fallback: (retry: () => void) => ReactNode;
  onRetry?: () => void;
  /** Shown while the children load (a Suspense boundary inside this one). */
  loading?: ReactNode;
};

type State = { error: unknown };

/** Catches a failed load (network down, server error) so the page can offer to try again; `loading` shows meanwhile. */
export class GuestErrorBoundary extends Component<Props, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error: error ?? new Error('Unknown error') };
  }

  private readonly retry = () => {
    this.props.onRetry?.();
    this.setState({ error: null });
  };

  override render() {
    const { fallback, loading, children } = this.props;
    if (this.state.error) return fallback(this.retry);
    return loading === undefined ? children : <Suspense fallback={loading}>{children}</Suspense>;
  }
}
