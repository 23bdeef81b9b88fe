import { useId, type ComponentProps, type ReactNode } from 'react';
import { FilterBar } from './FilterBar';
import { Pagination } from './Pagination';

type AdminListSectionProps<K extends string> = Pick<
  ComponentProps<typeof FilterBar<K>>,
  'list' | 'search' | 'filters'
> &
  Pick<ComponentProps<typeof Pagination>, 'noun'> & {
    /** The tab's name for assistive tech (the tab itself shows it). */
    title: string;
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
  noun,
  children,
}: AdminListSectionProps<K>) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="sr-only">
        {title}
      </h2>
      <FilterBar list={list} search={search} filters={filters}>
        {filterExtras}
      </FilterBar>
      {children}
      <Pagination of={page} noun={noun} list={list} />
    </section>
  );
}
