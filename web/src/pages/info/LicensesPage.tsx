import { useEffect, useState } from 'react';
import type { MessageId } from '../../i18n/i18n';
import { useT } from '../../i18n/useT';
import { InfoPage } from './InfoPage';

interface ShippedPackage {
  name: string;
  version: string;
  license: string;
}

interface LicenseGroup {
  use: 'Web app' | 'Server';
  packages: ShippedPackage[];
}

type State = { kind: 'loading' } | { kind: 'ready'; groups: LicenseGroup[] } | { kind: 'missing' };

/** Each group's name and what it holds ('use' is the build's key: 'Web app' or 'Server'). */
const GROUPS: Record<LicenseGroup['use'], { name: MessageId; intro: MessageId }> = {
  'Web app': { name: 'licenses.webApp', intro: 'licenses.webAppIntro' },
  Server: { name: 'licenses.server', intro: 'licenses.serverIntro' },
};

/** Packages of one group by license, most used license first. */
function byLicense(packages: ShippedPackage[]): [string, ShippedPackage[]][] {
  const groups = new Map<string, ShippedPackage[]>();
  for (const item of packages) groups.set(item.license, [...(groups.get(item.license) ?? []), item]);
  return [...groups.entries()].sort((a, b) => b[1].length - a[1].length || a[0].localeCompare(b[0]));
}

function LicensesPage() {
  const t = useT();
  const [state, setState] = useState<State>({ kind: 'loading' });
  useEffect(() => {
    // Written by the build (vite.config.ts) from what it actually bundled and installed.
    fetch('/licenses.json')
      .then((response) => (response.ok ? (response.json() as Promise<LicenseGroup[]>) : Promise.reject(new Error())))
      .then(
        (groups) => setState({ kind: 'ready', groups }),
        () => setState({ kind: 'missing' }),
      );
  }, []);

  return (
    <InfoPage path="/licenses" heading={t('licenses.heading')} wide intro={t('licenses.intro')}>
      {state.kind === 'loading' && <p className="text-stone-600">{t('licenses.loading')}</p>}
      {state.kind === 'missing' && <p className="text-stone-600">{t('licenses.missing')}</p>}
      {state.kind === 'ready' &&
        state.groups.map((group) => (
          <section key={group.use} aria-labelledby={`licenses-${group.use}`} className="mt-10 first:mt-0">
            <h2 id={`licenses-${group.use}`} className="font-display text-2xl font-semibold text-stone-900">
              {t(GROUPS[group.use].name)}{' '}
              <span className="text-base font-normal text-stone-500">
                {t('licenses.groupCount', { count: group.packages.length })}
              </span>
            </h2>
            <p className="mt-1 text-stone-600">{t(GROUPS[group.use].intro)}</p>
            <ul className="mt-4 space-y-4">
              {byLicense(group.packages).map(([license, packages]) => (
                <li key={license} className="rounded-2xl border border-stone-200 bg-white p-5">
                  <p className="flex items-center gap-2">
                    <span className="rounded-full bg-rose-100 px-2.5 py-0.5 text-sm font-semibold text-rose-800">
                      {license}
                    </span>
                    <span className="text-sm text-stone-500">{t('licenses.count', { count: packages.length })}</span>
                  </p>
                  <p className="mt-3 text-sm leading-relaxed break-words text-stone-700">
                    {packages.map((item) => `${item.name} ${item.version}`).join(' · ')}
                  </p>
                </li>
              ))}
            </ul>
          </section>
        ))}
    </InfoPage>
  );
}

export { LicensesPage as Component };
