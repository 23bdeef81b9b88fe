import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { useT } from '../../i18n/useT';

type Banner = { kind: 'error' | 'success'; text: string };
type BannerApi = { report: (text: string) => void; notify: (text: string) => void };

const BannerContext = createContext<BannerApi>({ report: () => undefined, notify: () => undefined });

/** The panel's one message line (SPEC §2: errors in a dismissible banner); successes use it too. */
export function AdminBannerProvider({ children }: { children: (banner: ReactNode) => ReactNode }) {
  const t = useT();
  const [banner, setBanner] = useState<Banner | null>(null);
  const report = useCallback((text: string) => setBanner({ kind: 'error', text }), []);
  const notify = useCallback((text: string) => setBanner({ kind: 'success', text }), []);
  const api = useMemo(() => ({ report, notify }), [report, notify]);
  const view = banner ? (
    <div
      role={banner.kind === 'error' ? 'alert' : 'status'}
      className={`flex items-start justify-between gap-4 rounded-xl px-4 py-3 text-sm font-medium ${
        banner.kind === 'error' ? 'bg-red-50 text-red-800' : 'bg-emerald-50 text-emerald-800'
      }`}
    >
      <span>{banner.text}</span>
      <button type="button" className="shrink-0 underline underline-offset-2" onClick={() => setBanner(null)}>
        {t('admin.dismiss')}
      </button>
    </div>
  ) : null;
  return <BannerContext.Provider value={api}>{children(view)}</BannerContext.Provider>;
}

export function useAdminBanner(): BannerApi {
  return useContext(BannerContext);
}

/** The message of a failed call: the server's words when it sent some, else the screen's fallback. */
function failureText(error: unknown, fallback: string): string {
  const message = error instanceof Error ? error.message : '';
  // Network failures and masked server errors say nothing a person can act on.
  return message && !/fetch|network|unexpected/i.test(message) ? message : fallback;
}

/** What to tell the admin about a mutation that did not work: its refusal's message, or why no answer came. */
export function outcomeText(outcome: { message?: string | null; error?: unknown }, fallback: string): string {
  return 'error' in outcome ? failureText(outcome.error, fallback) : outcome.message || fallback;
}
