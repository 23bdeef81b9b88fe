import { useId } from 'react';
import { SORT_OPTIONS, STATUS_OPTIONS, type SortOrder, type StatusFilter } from './uploadFilters';

type UploadFiltersProps = {
  search: string;
  status: StatusFilter;
  order: SortOrder;
  /** Guests who sent photos (from their RSVP), for the guest filter; empty: no such filter is shown. */
  guests: readonly { id: string; label: string }[];
  guest: string | null;
  canClear: boolean;
  /** The list is loading for new filters. */
  busy: boolean;
  onSearchChange: (search: string) => void;
  onStatusChange: (status: StatusFilter) => void;
  onOrderChange: (order: SortOrder) => void;
  onGuestChange: (guest: string | null) => void;
  onClear: () => void;
};

/** Search by file name, status and guest filters, sort order and 'Clear filters'. */
export function UploadFilters(props: UploadFiltersProps) {
  const id = useId();
  const byGuest = props.guests.length > 0 || props.guest !== null;
  return (
    <div
      className={`grid gap-3 rounded-2xl border border-stone-200 bg-white p-4 sm:grid-cols-2 lg:items-end ${
        byGuest ? 'lg:grid-cols-[1.3fr_0.8fr_1.2fr_1.5fr_auto]' : 'lg:grid-cols-[2fr_1fr_1.4fr_auto]'
      }`}
    >
      <div>
        <label htmlFor={`${id}-search`} className="field-label">
          Search by filename
        </label>
        <input
          id={`${id}-search`}
          type="search"
          className="field-input"
          placeholder="e.g. IMG_2041"
          autoComplete="off"
          value={props.search}
          onChange={(event) => props.onSearchChange(event.target.value)}
        />
      </div>
      <div>
        <label htmlFor={`${id}-status`} className="field-label">
          Status
        </label>
        <select
          id={`${id}-status`}
          className="field-input"
          value={props.status}
          onChange={(event) => props.onStatusChange(event.target.value as StatusFilter)}
        >
          {STATUS_OPTIONS.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </div>
      {byGuest && (
        <div>
          <label htmlFor={`${id}-guest`} className="field-label">
            Guest
          </label>
          <select
            id={`${id}-guest`}
            className="field-input"
            value={props.guest ?? ''}
            onChange={(event) => props.onGuestChange(event.target.value === '' ? null : event.target.value)}
          >
            <option value="">All guests</option>
            {props.guests.map((guest) => (
              <option key={guest.id} value={guest.id}>
                {guest.label}
              </option>
            ))}
            {props.guest !== null && !props.guests.some((guest) => guest.id === props.guest) && (
              <option value={props.guest}>This guest</option>
            )}
          </select>
        </div>
      )}
      <div>
        <label htmlFor={`${id}-sort`} className="field-label">
          Sort by
        </label>
        <select
          id={`${id}-sort`}
          className="field-input"
          value={props.order}
          onChange={(event) => props.onOrderChange(event.target.value as SortOrder)}
        >
          {SORT_OPTIONS.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </div>
      <div className="flex items-center gap-3">
        <button type="button" className="btn-secondary w-full" disabled={!props.canClear} onClick={props.onClear}>
          Clear filters
        </button>
        {props.busy && (
          <span
            role="status"
            aria-label="Loading photos"
            className="size-5 shrink-0 animate-spin rounded-full border-2 border-rose-100 border-t-rose-600 motion-reduce:animate-none"
          />
        )}
      </div>
    </div>
  );
}
