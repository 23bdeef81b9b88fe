import { useState, type ReactNode } from 'react';
import { Field, Input, SelectField, type SelectOption } from '../../components/form';
import type { ListParams } from './useListParams';

type Filter<K extends string> = {
  key: K;
  label: string;
  /** Enum values (shown as 'Active' for ACTIVE), or values with their own labels. */
  options: readonly (string | SelectOption)[];
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
          placeholder="All"
          value={list.values[filter.key]}
          options={filter.options.map((option) =>
            typeof option === 'string' ? { value: option, label: enumLabel(option) } : option,
          )}
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
        Search
      </button>
    </form>
  );
}

/** ACTIVE → 'Active', CONTACT_MESSAGE → 'Contact message'. */
function enumLabel(value: string): string {
  return value.charAt(0) + value.slice(1).toLowerCase().replace(/_/g, ' ');
}
