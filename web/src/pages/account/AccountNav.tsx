import { NavLink } from 'react-router';
import { paths } from '../../../../common/paths';

const LINKS = [
  { to: paths.apiTokens.href(), label: 'API tokens' },
  { to: paths.accountWebhooks.href(), label: 'Webhooks' },
] as const;

/**
 * The top of every account settings page: where it sits, and the developer tools beside each other
 * (issue 36: they belong to the account, not beside "Create New Event" on the dashboard).
 */
export function AccountNav() {
  return (
    <div>
      <p className="text-sm font-medium text-stone-500">Account settings</p>
      <nav aria-label="Account settings" className="mt-2 flex gap-1 overflow-x-auto border-b border-stone-200">
        <span className="self-center pr-2 text-xs font-semibold tracking-wide text-stone-500 uppercase">
          Developer tools
        </span>
        {LINKS.map(({ to, label }) => (
          <NavLink
            key={to}
            to={to}
            className={({ isActive }) =>
              `-mb-px inline-flex min-h-11 shrink-0 items-center border-b-2 px-3 text-sm font-semibold transition-colors ${
                isActive ? 'border-rose-600 text-rose-700' : 'border-transparent text-stone-600 hover:text-stone-900'
              }`
            }
          >
            {label}
          </NavLink>
        ))}
      </nav>
    </div>
  );
}
