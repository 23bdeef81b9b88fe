import { useState, type ReactNode } from 'react';
import { Field, Input, SelectField, type SelectOption } from '../../components/form';
import type { ListParams } from './useListParams';
import { useT } from '../../i18n/useT';

type Filter<K extends string> = {
  key: K;
  label: string;
  /** The values, each with its words (an explicit map per list: ids stay literal). */
  options: readonly SelectOption[];
};

type FilterBarProps<K extends string> = {
  /** The tab's filters and page in the address: every box and choice here reads and writes them. */
  list: ListParams<K>;
  /** The search box, when the list has one: applied on submit, not on every key. */
  search?: { key: K; label: string; placeholder?: string };
  filters?: readonly Filter<K>[];
  children?: ReactNode;
};

/** Search and filters above an admin list; a change goes back to the first page. */
export function FilterBar<K extends string>({ list, search, filters = [], children }: FilterBarProps<K>) {
  const t = useT();
  return (
    <div className="mb-4 flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-end">
      {search && (
        <SearchBox
          label={search.label}
          placeholder={search.placeholder}
          value={list.values[search.key]}
          onSearch={(value) => list.set(search.key, value)}
        />
      )}
      {filters.map((filter) => (
        <SelectField
          key={filter.key}
          label={filter.label}
          placeholder={t('admin.filterAll')}
          value={list.values[filter.key]}
          options={filter.options}
          onValueChange={(value) => list.set(filter.key, value)}
        />
      ))}
      {children}
    </div>
  );
}

function SearchBox({
  label,
  placeholder,
  value,
  onSearch,
}: {
  label: string;
  placeholder: string | undefined;
  value: string;
  onSearch: (value: string) => void;
}) {
  const t = useT();
  const [draft, setDraft] = useState(value);
  const [shown, setShown] = useState(value);
  // The address changed (back button, a link): the box follows it.
  if (value !== shown) {
    setShown(value);
    setDraft(value);
  }
  return (
    <form
      role="search"
      className="flex min-w-0 flex-1 items-end gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(draft.trim());
      }}
    >
      <Field label={label} className="min-w-0 flex-1">
        <Input type="search" value={draft} placeholder={placeholder} maxLength={200} onValueChange={setDraft} />
      </Field>
      <button type="submit" className="btn-secondary">
        {t('admin.search')}
      </button>
    </form>
  );
}
