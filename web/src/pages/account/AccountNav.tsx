import { NavLink } from 'react-router';
import { paths } from '../../../../common/paths';
import type { MessageId } from '../../i18n/i18n';
import { useT } from '../../i18n/useT';

type AccountLink = { to: string; label: MessageId };

/** The account's own settings first; `end`: it is not the current tab on the pages under /account. */
const SETTINGS: AccountLink = { to: paths.account.href(), label: 'account.navSettings' };

const DEVELOPER_TOOLS: readonly AccountLink[] = [
  { to: paths.apiTokens.href(), label: 'account.navApiTokens' },
  { to: paths.accountWebhooks.href(), label: 'account.navWebhooks' },
];

const tabClass = ({ isActive }: { isActive: boolean }) =>
  `-mb-px inline-flex min-h-11 shrink-0 items-center border-b-2 px-3 text-sm font-semibold transition-colors ${
    isActive ? 'border-rose-600 text-rose-700' : 'border-transparent text-stone-600 hover:text-stone-900'
  }`;

/**
 * The top of every account settings page: where it sits, the settings (name, email, password,
 * notifications, your data; issue 32), then the developer tools beside each other (issue 36: they belong
 * to the account, not beside "Create New Event" on the dashboard).
 */
export function AccountNav() {
  const t = useT();
  return (
    <div>
      <p className="text-sm font-medium text-stone-500">{t('account.navLabel')}</p>
      <nav aria-label={t('account.navLabel')} className="mt-2 flex gap-1 overflow-x-auto border-b border-stone-200">
        <NavLink to={SETTINGS.to} end className={tabClass}>
          {t(SETTINGS.label)}
        </NavLink>
        {/* A phone has room for the three tabs, not for this label too: screen readers still read it. */}
        <span aria-hidden="true" className="my-2 ml-1 border-l border-stone-200 sm:ml-2" />
        <span className="sr-only self-center pr-2 pl-1 text-xs font-semibold tracking-wide text-stone-500 uppercase sm:not-sr-only">
          {t('account.navDeveloperTools')}
        </span>
        {DEVELOPER_TOOLS.map(({ to, label }) => (
          <NavLink key={to} to={to} className={tabClass}>
            {t(label)}
          </NavLink>
        ))}
      </nav>
    </div>
  );
}
