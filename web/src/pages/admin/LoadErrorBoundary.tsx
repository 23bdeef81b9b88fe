import { Component, useEffect, useState, type ReactNode } from 'react';
import { useRevalidator } from 'react-router';
import { useAdminBanner } from './adminBanner';
import { useT } from '../../i18n/useT';

/**
 * Data that could not be loaded says so in the banner, in SPEC §8's words for that view, and offers a
 * retry: a whole tab, or one record opened inside it (an event's details). The queries are the route
 * loader's (adminQueries.ts), so a retry runs the loader again and shows the view once it has answered.
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
          onRetried={() => this.setState(({ attempt }) => ({ failed: false, attempt: attempt + 1 }))}
        />
      );
    }
    return <div key={this.state.attempt}>{this.props.children}</div>;
  }
}

function LoadFailed({ message, onRetried }: { message: string; onRetried: () => void }) {
  const t = useT();
  const { report } = useAdminBanner();
  const { revalidate } = useRevalidator();
  const [retrying, setRetrying] = useState(false);
  useEffect(() => report(message), [report, message]);
  const retry = async () => {
    setRetrying(true);
    await revalidate();
    onRetried();
  };
  return (
    <div className="rounded-xl border border-stone-200 bg-white px-6 py-12 text-center">
      <p className="text-stone-700">{message}.</p>
      <button type="button" className="btn-secondary mt-4" disabled={retrying} onClick={() => void retry()}>
        {retrying ? t('admin.retrying') : t('admin.tryAgain')}
      </button>
    </div>
  );
}
