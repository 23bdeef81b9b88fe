import { useSearchParams } from 'react-router';
import { ApiReference } from './docs/ApiReference';
import { BuildOnApi } from './docs/BuildOnApi';
import { DOC_SECTIONS, GUIDES, type DocSection } from './docs/guides';
import { useT } from '../../i18n/useT';
import { InfoPage } from './InfoPage';

function DocsPage() {
  const t = useT();
  const [params, setParams] = useSearchParams();
  const section: DocSection = DOC_SECTIONS.find((item) => item.id === params.get('section'))?.id ?? 'getting-started';
  return (
    <InfoPage path="/docs" heading={t('docs.heading')} wide intro={t('docs.intro')}>
      <div className="grid gap-8 lg:grid-cols-[14rem_1fr]">
        <nav aria-label={t('docs.sections')} className="min-w-0">
          <ul className="flex gap-2 overflow-x-auto lg:flex-col">
            {DOC_SECTIONS.map((item) => (
              <li key={item.id} className="shrink-0">
                <button
                  type="button"
                  aria-current={section === item.id ? 'page' : undefined}
                  onClick={() => setParams(item.id === 'getting-started' ? {} : { section: item.id })}
                  className={`w-full rounded-lg px-3 py-2 text-left text-sm font-medium ${
                    section === item.id ? 'bg-rose-50 text-rose-700' : 'text-stone-700 hover:bg-stone-100'
                  }`}
                >
                  {t(item.label)}
                </button>
              </li>
            ))}
          </ul>
        </nav>
        <div className="min-w-0">
          {section === 'api' ? <ApiReference /> : section === 'build' ? <BuildOnApi /> : GUIDES[section]()}
        </div>
      </div>
    </InfoPage>
  );
}

export { DocsPage as Component };
