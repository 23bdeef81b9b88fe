import { useId, type ComponentProps, type ReactNode } from 'react';
import { FilterBar } from './FilterBar';
import { DataList, type Column } from './DataList';
import { Pagination } from './Pagination';
import { Section } from '../../components/Section';

type AdminListSectionProps<K extends string> = Pick<
  ComponentProps<typeof FilterBar<K>>,
  'list' | 'search' | 'filters'
> &
  Pick<ComponentProps<typeof Pagination>, 'total'> & {
    /** The tab's name for assistive tech (the tab itself shows it). */
    title: string;
    /** The pager's name for assistive tech: 'user pages'. */
    pagesLabel: string;
    /** The connection's page fields, for the pager under the list. */
    page: ComponentProps<typeof Pagination>['of'];
    /** Beside the filters (a 'Show all events' link). */
    filterExtras?: ReactNode;
    /** The list itself: a DataList, or a grid of photos. */
    children: ReactNode;
  };

/** An admin tab's list: its filters above, the rows, and the pager below, all kept in the address. */
export function AdminListSection<K extends string>({
  title,
  list,
  search,
  filters,
  filterExtras,
  page,
  total,
  pagesLabel,
  children,
}: AdminListSectionProps<K>) {
  return (
    <Section id={useId()} title={title} titleClassName="sr-only">
      <FilterBar list={list} search={search} filters={filters}>
        {filterExtras}
      </FilterBar>
      {children}
      <Pagination of={page} total={total} label={pagesLabel} list={list} />
    </Section>
  );
}

type AdminListTableProps<K extends string, T> = Omit<AdminListSectionProps<K>, 'page' | 'children'> & {
  caption: string;
  columns: Column<T>[];
  empty: string;
  /** The connection: its rows for the table, its page fields for the pager. */
  rows: ComponentProps<typeof Pagination>['of'] & { readonly edges: readonly { readonly node: T }[] };
};

/** The usual admin list: filters, a table of the connection's rows, the pager. */
export function AdminListTable<K extends string, T extends { readonly id: string }>({
  rows,
  caption,
  columns,
  empty,
  ...section
}: AdminListTableProps<K, T>) {
  return (
    <AdminListSection {...section} page={rows}>
      <DataList caption={caption} of={rows} empty={empty} columns={columns} />
    </AdminListSection>
  );
}
