import { Component, createContext, useContext, useEffect, type ReactNode } from 'react';
import { useAdminBanner } from './adminBanner';

const AttemptContext = createContext(0);

/**
 * How many times the nearest boundary retried: pass it as a query's `fetchKey`, since Relay answers
 * a query that failed with the same error until it is asked anew.
 */
export function useLoadAttempt(): number {
  return useContext(AttemptContext);
}

/**
 * Data that could not be loaded says so in the banner, in SPEC §8's words for that view, and offers a
 * retry: a whole tab, or one record opened inside it (an event's details).
 */
export class LoadErrorBoundary extends Component<
  { message: string; children: ReactNode },
  { failed: boolean; attempt: number }
> {
  override state = { failed: false, attempt: 0 };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    if (this.state.failed) {
      return (
        <LoadFailed
          message={this.props.message}
          onRetry={() => this.setState(({ attempt }) => ({ failed: false, attempt: attempt + 1 }))}
        />
      );
    }
    return (
      <AttemptContext.Provider value={this.state.attempt}>
        <div key={this.state.attempt}>{this.props.children}</div>
      </AttemptContext.Provider>
    );
  }
}

function LoadFailed({ message, onRetry }: { message: string; onRetry: () => void }) {
  const { report } = useAdminBanner();
  useEffect(() => report(message), [report, message]);
  return (
    <div className="rounded-xl border border-stone-200 bg-white px-6 py-12 text-center">
      <p className="text-stone-700">{message}.</p>
      <button type="button" className="btn-secondary mt-4" onClick={onRetry}>
        Try again
      </button>
    </div>
  );
}
