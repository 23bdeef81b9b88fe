import type { ListParams } from './useListParams';

type PaginationProps = {
  /** The connection's page fields. */
  of: { readonly pageNumber: number; readonly pageCount: number; readonly totalCount: number };
  /** 'user' → '1 user' / '45 users'. */
  noun: string;
  /** The tab's filters and page in the address; the filters stay as they are. */
  list: Pick<ListParams<string>, 'update'>;
};

/** Previous / Next, 'Page N of M' and the total: under every admin list. */
export function Pagination({ of: { pageNumber, pageCount, totalCount }, noun, list }: PaginationProps) {
  const pages = Math.max(pageCount, 1);
  const onPage = (page: number) => list.update({ page });
  return (
    <nav aria-label={`${noun} pages`} className="mt-4 flex flex-wrap items-center justify-between gap-3 text-sm">
      <p className="text-stone-600">
        {totalCount} {totalCount === 1 ? noun : `${noun}s`}
      </p>
      <div className="flex items-center gap-3">
        <button
          type="button"
          className="btn-secondary px-3 py-1.5"
          disabled={pageNumber <= 1}
          onClick={() => onPage(pageNumber - 1)}
        >
          Previous
        </button>
        <span className="text-stone-700" aria-live="polite">
          Page {Math.min(pageNumber, pages)} of {pages}
        </span>
        <button
          type="button"
          className="btn-secondary px-3 py-1.5"
          disabled={pageNumber >= pages}
          onClick={() => onPage(pageNumber + 1)}
        >
          Next
        </button>
      </div>
    </nav>
  );
}
