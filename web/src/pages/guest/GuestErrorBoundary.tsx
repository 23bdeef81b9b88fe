import { Component, type ReactNode } from 'react';

type Props = {
  children: ReactNode;
  /** What to show instead; `retry` clears the error after calling `onRetry`. */
  fallback: (retry: () => void) => ReactNode;
  onRetry?: () => void;
};

type State = { error: unknown };

/** Catches a failed load (network down, server error) so the page can offer to try again. */
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
    return this.state.error ? this.props.fallback(this.retry) : this.props.children;
  }
}
