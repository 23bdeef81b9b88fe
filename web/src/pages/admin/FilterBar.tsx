import { useId, useState, type ReactNode } from 'react';

type FilterBarProps = {
  /** The search box, when the list has one: applied on submit, not on every key. */
  search?: { label: string; value: string; onSearch: (value: string) => void; placeholder?: string };
  children?: ReactNode;
};

/** Search and filters above an admin list. */
export function FilterBar({ search, children }: FilterBarProps) {
  const id = useId();
  const [draft, setDraft] = useState(search?.value ?? '');
  const [shown, setShown] = useState(search?.value ?? '');
  // The address changed (back button, a link): the box follows it.
  if (search && search.value !== shown) {
    setShown(search.value);
    setDraft(search.value);
  }
  return (
    <div className="mb-4 flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-end">
      {search && (
        <form
          role="search"
          className="flex min-w-0 flex-1 items-end gap-2"
          onSubmit={(event) => {
            event.preventDefault();
            search.onSearch(draft.trim());
          }}
        >
          <div className="min-w-0 flex-1">
            <label htmlFor={id} className="field-label">
              {search.label}
            </label>
            <input
              id={id}
              type="search"
              className="field-input"
              value={draft}
              placeholder={search.placeholder}
              maxLength={200}
              onChange={(event) => setDraft(event.target.value)}
            />
          </div>
          <button type="submit" className="btn-secondary">
            Search
          </button>
        </form>
      )}
      {children}
    </div>
  );
}

type SelectFilterProps = {
  label: string;
  value: string;
  options: readonly string[];
  /** Shown for the empty value. */
  allLabel?: string;
  onChange: (value: string) => void;
};

export function SelectFilter({ label, value, options, allLabel = 'All', onChange }: SelectFilterProps) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="field-label">
        {label}
      </label>
      <select id={id} className="field-input" value={value} onChange={(event) => onChange(event.target.value)}>
        <option value="">{allLabel}</option>
        {options.map((option) => (
          <option key={option} value={option}>
            {option.charAt(0) + option.slice(1).toLowerCase().replace(/_/g, ' ')}
          </option>
        ))}
      </select>
    </div>
  );
}
