import { useEffect, useState } from 'react';
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

const INTRO: Record<LicenseGroup['use'], string> = {
  'Web app': 'Code that runs in your browser: the packages whose modules are in the built web app.',
  Server: 'Code that runs on our servers: the production dependencies and everything they depend on.',
};

/** Packages of one group by license, most used license first. */
function byLicense(packages: ShippedPackage[]): [string, ShippedPackage[]][] {
  const groups = new Map<string, ShippedPackage[]>();
  for (const item of packages) groups.set(item.license, [...(groups.get(item.license) ?? []), item]);
  return [...groups.entries()].sort((a, b) => b[1].length - a[1].length || a[0].localeCompare(b[0]));
}

function LicensesPage() {
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
    <InfoPage
      path="/licenses"
      heading="Open Source Licenses"
      wide
      intro="Wedding Photos is built on open source software. Thank you to everyone who made these packages."
    >
      {state.kind === 'loading' && <p className="text-stone-600">Loading the list…</p>}
      {state.kind === 'missing' && (
        <p className="text-stone-600">The list is made when the web app is built; this copy was not built with it.</p>
      )}
      {state.kind === 'ready' &&
        state.groups.map((group) => (
          <section key={group.use} aria-labelledby={`licenses-${group.use}`} className="mt-10 first:mt-0">
            <h2 id={`licenses-${group.use}`} className="font-display text-2xl font-semibold text-stone-900">
              {group.use}{' '}
              <span className="text-base font-normal text-stone-500">({group.packages.length} packages)</span>
            </h2>
            <p className="mt-1 text-stone-600">{INTRO[group.use]}</p>
            <ul className="mt-4 space-y-4">
              {byLicense(group.packages).map(([license, packages]) => (
                <li key={license} className="rounded-2xl border border-stone-200 bg-white p-5">
                  <p className="flex items-center gap-2">
                    <span className="rounded-full bg-rose-100 px-2.5 py-0.5 text-sm font-semibold text-rose-800">
                      {license}
                    </span>
                    <span className="text-sm text-stone-500">
                      {packages.length} {packages.length === 1 ? 'package' : 'packages'}
                    </span>
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
