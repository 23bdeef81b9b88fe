import type { ListParams } from './useListParams';
import { useT } from '../../i18n/useT';

type PaginationProps = {
  /** The connection's page fields. */
  of: { readonly pageNumber: number; readonly pageCount: number; readonly totalCount: number };
  /** The total in the list's words, plural and all: '1 user' / '45 users'. */
  total: (count: number) => string;
  /** The pager's name for assistive tech: 'user pages'. */
  label: string;
  /** The tab's filters and page in the address; the filters stay as they are. */
  list: Pick<ListParams<string>, 'update'>;
};

/** Previous / Next, 'Page N of M' and the total: under every admin list. */
export function Pagination({ of: { pageNumber, pageCount, totalCount }, total, label, list }: PaginationProps) {
  const t = useT();
  const pages = Math.max(pageCount, 1);
  const onPage = (page: number) => list.update({ page });
  return (
    <nav aria-label={label} className="mt-4 flex flex-wrap items-center justify-between gap-3 text-sm">
      <p className="text-stone-600">{total(totalCount)}</p>
      <div className="flex items-center gap-3">
        <button
          type="button"
          className="btn-secondary px-3 py-1.5"
          disabled={pageNumber <= 1}
          onClick={() => onPage(pageNumber - 1)}
        >
          {t('admin.previous')}
        </button>
        <span className="text-stone-700" aria-live="polite">
          {t('admin.pageOf', { page: Math.min(pageNumber, pages), pages })}
        </span>
        <button
          type="button"
          className="btn-secondary px-3 py-1.5"
          disabled={pageNumber >= pages}
          onClick={() => onPage(pageNumber + 1)}
        >
          {t('admin.next')}
        </button>
      </div>
    </nav>
  );
}
