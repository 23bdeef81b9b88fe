import { RELEASES } from '../../content/changelog';
import { useT } from '../../i18n/useT';
import { InfoPage } from './InfoPage';

function ChangelogPage() {
  const t = useT();
  return (
    <InfoPage path="/changelog" heading={t('blog.changelogHeading')} intro={t('blog.changelogIntro')}>
      <ol className="space-y-10 border-l-2 border-rose-200 pl-6">
        {RELEASES.map((release) => (
          <li key={release.version}>
            <h2 className="text-xl font-semibold text-stone-900">
              {release.version} <span className="font-normal text-stone-600">· {release.title}</span>
            </h2>
            <p className="mt-1 text-sm text-stone-500">
              <time dateTime={release.date}>{release.date}</time>
            </p>
            <ul className="mt-3 list-disc space-y-1.5 pl-5 text-stone-700">
              {release.changes.map((change) => (
                <li key={change}>{change}</li>
              ))}
            </ul>
          </li>
        ))}
      </ol>
    </InfoPage>
  );
}

export { ChangelogPage as Component };
