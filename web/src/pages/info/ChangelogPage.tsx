import { releases, releaseTexts } from '../../content/changelog/releases';
import { formatDay } from '../../format';
import { useT } from '../../i18n/useT';
import { InfoPage } from './InfoPage';

function ChangelogPage() {
  const t = useT();
  // The notes in the reader's language (loaded before the first render by the route's loader).
  const content = releaseTexts.useContent();
  return (
    <InfoPage path="/changelog" heading={t('blog.changelogHeading')} intro={t('blog.changelogIntro')}>
      <ol className="space-y-10 border-l-2 border-rose-200 pl-6">
        {content &&
          releases(content.texts).map((release) => (
            <li key={release.version}>
              <h2 className="text-xl font-semibold text-stone-900">
                {release.version} <span className="font-normal text-stone-600">· {release.title}</span>
              </h2>
              <p className="mt-1 text-sm text-stone-500">
                <time dateTime={release.date}>{formatDay(release.date, 'UTC')}</time>
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

/** The notes in the reader's language are in before the page renders: no English flashes first. */
export const loader = releaseTexts.preload;

export { ChangelogPage as Component };
