import { Link } from 'react-router';
import { APP_NAME } from '../../../common/brand';
import { paths } from '../../../common/paths';
import type { MessageId } from '../i18n/i18n';
import { useT } from '../i18n/useT';
import { LanguageSwitcher } from './LanguageSwitcher';

const groups: { title: MessageId; links: { to: string; label: MessageId }[] }[] = [
  {
    title: 'footer.product',
    links: [
      { to: paths.features.href(), label: 'footer.features' },
      { to: paths.pricing.href(), label: 'footer.pricing' },
      { to: paths.security.href(), label: 'footer.security' },
      { to: paths.changelog.href(), label: 'footer.changelog' },
    ],
  },
  {
    title: 'footer.support',
    links: [
      { to: paths.help.href(), label: 'footer.help' },
      { to: paths.docs.href(), label: 'footer.docs' },
      { to: paths.status.href(), label: 'footer.status' },
      { to: paths.contact.href(), label: 'footer.contact' },
    ],
  },
  {
    title: 'footer.legal',
    links: [
      { to: paths.terms.href(), label: 'footer.terms' },
      { to: paths.privacy.href(), label: 'footer.privacy' },
      { to: paths.cookies.href(), label: 'footer.cookies' },
      { to: paths.licenses.href(), label: 'footer.licenses' },
    ],
  },
];

export function Footer() {
  const t = useT();
  return (
    <footer className="border-t border-stone-200 bg-white print:hidden">
      <div className="mx-auto grid max-w-6xl grid-cols-2 gap-8 px-4 py-10 sm:grid-cols-4 sm:px-6">
        <div className="col-span-2 sm:col-span-1">
          <p className="font-display text-lg font-semibold text-stone-900">{APP_NAME}</p>
          <p className="mt-2 text-sm text-stone-500">{t('footer.tagline')}</p>
          <Link to={paths.blog.href()} className="mt-3 inline-block text-sm text-link">
            {t('footer.readBlog')}
          </Link>
        </div>
        {groups.map((group) => (
          <nav key={group.title} aria-label={t(group.title)}>
            <h2 className="text-sm font-semibold text-stone-900">{t(group.title)}</h2>
            <ul className="mt-3 space-y-2">
              {group.links.map((link) => (
                <li key={link.to}>
                  <Link to={link.to} className="text-sm text-stone-600 hover:text-rose-700">
                    {t(link.label)}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className="border-t border-stone-100">
        <div className="mx-auto flex max-w-6xl flex-col items-center gap-3 px-4 py-4 sm:flex-row sm:justify-between sm:px-6">
          <LanguageSwitcher />
          <p className="text-center text-xs text-stone-500">
            © {new Date().getFullYear()} {APP_NAME}
          </p>
        </div>
      </div>
    </footer>
  );
}
