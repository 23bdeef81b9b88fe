import type { ReactNode } from 'react';

export type Column<T> = {
  header: string;
  cell: (row: T) => ReactNode;
  /** Hidden in the heading row (action buttons), still labelled on phones. */
  quiet?: boolean;
};

type DataListProps<T> = {
  caption: string;
  columns: Column<T>[];
  /** The connection whose nodes are the rows (each with its global id). */
  of: { readonly edges: readonly { readonly node: T }[] };
  empty: string;
};

/**
 * An admin list: a table from 640 px up, a stack of cards below (no sideways scrolling at 360 px).
 * Both render the same cells; the one not shown is display:none, so assistive tech reads one.
 */
export function DataList<T extends { readonly id: string }>({ caption, columns, of, empty }: DataListProps<T>) {
  const rows = of.edges.map((edge) => edge.node);
  if (rows.length === 0) {
    return (
      <p className="rounded-xl border border-dashed border-stone-300 px-4 py-10 text-center text-stone-600">{empty}</p>
    );
  }
  return (
    <>
      <table className="hidden w-full border-collapse text-left text-sm sm:table">
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr className="border-b border-stone-200 text-xs uppercase tracking-wide text-stone-500">
            {columns.map((column) => (
              <th key={column.header} scope="col" className="px-3 py-2 font-semibold">
                <span className={column.quiet ? 'sr-only' : undefined}>{column.header}</span>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id} className="border-b border-stone-100 align-top last:border-0">
              {columns.map((column) => (
                <td key={column.header} className="px-3 py-3 text-stone-800">
                  {column.cell(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      <ul className="space-y-3 sm:hidden" aria-label={caption}>
        {rows.map((row) => (
          <li key={row.id} className="rounded-xl border border-stone-200 bg-white p-4 text-sm">
            <dl className="space-y-1.5">
              {columns.map((column) => (
                <div key={column.header} className="flex flex-wrap gap-x-2">
                  <dt className={column.quiet ? 'sr-only' : 'font-semibold text-stone-500'}>{column.header}</dt>
                  <dd className="min-w-0 break-words text-stone-800">{column.cell(row)}</dd>
                </div>
              ))}
            </dl>
          </li>
        ))}
      </ul>
    </>
  );
}
