import { Link } from 'react-router';
import { APP_NAME } from '../../../common/brand';
import { paths } from '../../../common/paths';

const groups: { title: string; links: { to: string; label: string }[] }[] = [
  {
    title: 'Product',
    links: [
      { to: paths.features.href(), label: 'Features' },
      { to: paths.pricing.href(), label: 'Pricing' },
      { to: paths.security.href(), label: 'Security' },
      { to: paths.changelog.href(), label: 'Changelog' },
    ],
  },
  {
    title: 'Support',
    links: [
      { to: paths.help.href(), label: 'Help Center' },
      { to: paths.docs.href(), label: 'Docs' },
      { to: paths.status.href(), label: 'System Status' },
      { to: paths.contact.href(), label: 'Contact' },
    ],
  },
  {
    title: 'Legal',
    links: [
      { to: paths.terms.href(), label: 'Terms' },
      { to: paths.privacy.href(), label: 'Privacy' },
      { to: paths.cookies.href(), label: 'Cookies' },
      { to: paths.licenses.href(), label: 'Licenses' },
    ],
  },
];

export function Footer() {
  return (
    <footer className="border-t border-stone-200 bg-white print:hidden">
      <div className="mx-auto grid max-w-6xl grid-cols-2 gap-8 px-4 py-10 sm:grid-cols-4 sm:px-6">
        <div className="col-span-2 sm:col-span-1">
          <p className="font-display text-lg font-semibold text-stone-900">{APP_NAME}</p>
          <p className="mt-2 text-sm text-stone-500">Every photo of your celebration, in one place.</p>
          <Link to={paths.blog.href()} className="mt-3 inline-block text-sm text-link">
            Read our blog
          </Link>
        </div>
        {groups.map((group) => (
          <nav key={group.title} aria-label={group.title}>
            <h2 className="text-sm font-semibold text-stone-900">{group.title}</h2>
            <ul className="mt-3 space-y-2">
              {group.links.map((link) => (
                <li key={link.to}>
                  <Link to={link.to} className="text-sm text-stone-600 hover:text-rose-700">
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <p className="border-t border-stone-100 py-4 text-center text-xs text-stone-500">
        © {new Date().getFullYear()} {APP_NAME}
      </p>
    </footer>
  );
}
