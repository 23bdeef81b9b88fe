import { NO_ALBUM } from '../../../../../../common/albums';
import { SelectField, TextField } from '../../../../components/form';
import { useT } from '../../../../i18n/useT';
import {
  type FilterOption,
  MEDIA_OPTIONS,
  SORT_OPTIONS,
  STATUS_OPTIONS,
  type MediaFilter,
  type SortOrder,
  type StatusFilter,
} from './uploadFilters';

type UploadFiltersProps = {
  search: string;
  status: StatusFilter;
  /** Photos, videos or both (issue 30). */
  media: MediaFilter;
  order: SortOrder;
  /** Guests who sent photos (from their RSVP), for the guest filter; empty: no such filter is shown. */
  guests: readonly { id: string; label: string }[];
  guest: string | null;
  /** The event's tables (decision 046), for the table filter; empty: no such filter is shown. */
  tables: readonly { id: string; label: string }[];
  table: string | null;
  /** The event's albums (decision 053), for the album filter; empty: no such filter is shown. */
  albums: readonly { id: string; label: string }[];
  /** An album's id, NO_ALBUM for the photos in none, null for every photo. */
  album: string | null;
  /** Only the photos a host starred. */
  starred: boolean;
  canClear: boolean;
  /** The list is loading for new filters. */
  busy: boolean;
  onSearchChange: (search: string) => void;
  onStatusChange: (status: StatusFilter) => void;
  onMediaChange: (media: MediaFilter) => void;
  onOrderChange: (order: SortOrder) => void;
  onGuestChange: (guest: string | null) => void;
  onTableChange: (table: string | null) => void;
  onAlbumChange: (album: string | null) => void;
  onStarredChange: (starred: boolean) => void;
  onClear: () => void;
};

/**
 * The grid's columns on wide screens: search, status, type, the guest, table and album filters shown, sort,
 * then 'Starred only' and clear. With all three optional filters, two rows of four.
 */
const COLUMNS = [
  'lg:grid-cols-[2fr_1fr_1fr_1.4fr_auto]',
  'lg:grid-cols-[1.3fr_0.8fr_0.8fr_1.2fr_1.5fr_auto]',
  'lg:grid-cols-[1.1fr_0.8fr_0.8fr_1fr_1fr_1.4fr_auto]',
  'lg:grid-cols-4',
] as const;

/** Search by file name, status, type, guest, table and album filters, sort order, starred, 'Clear filters'. */
export function UploadFilters(props: UploadFiltersProps) {
  const t = useT();
  const words = <T extends string>(options: FilterOption<T>[]) =>
    options.map((option) => ({ value: option.value, label: t(option.label) }));
  const byGuest = props.guests.length > 0 || props.guest !== null;
  const byTable = props.tables.length > 0 || props.table !== null;
  const byAlbum = props.albums.length > 0 || props.album !== null;
  return (
    <div
      className={`grid gap-3 rounded-2xl border border-stone-200 bg-white p-4 sm:grid-cols-2 lg:items-end ${
        COLUMNS[Number(byGuest) + Number(byTable) + Number(byAlbum)]
      }`}
    >
      <TextField
        label={t('uploadsTab.search')}
        type="search"
        placeholder={t('uploadsTab.searchPlaceholder')}
        autoComplete="off"
        value={props.search}
        onValueChange={props.onSearchChange}
      />
      <SelectField
        label={t('uploadsTab.status')}
        options={words(STATUS_OPTIONS)}
        value={props.status}
        onValueChange={(value) => props.onStatusChange(value as StatusFilter)}
      />
      <SelectField
        label={t('uploadsTab.type')}
        options={words(MEDIA_OPTIONS)}
        value={props.media}
        onValueChange={(value) => props.onMediaChange(value as MediaFilter)}
      />
      {byGuest && (
        <SelectField
          label={t('uploadsTab.guest')}
          placeholder={t('uploadsTab.allGuests')}
          options={guestOptions(props.guests, props.guest, t('uploadsTab.thisGuest'))}
          value={props.guest ?? ''}
          onValueChange={(value) => props.onGuestChange(value === '' ? null : value)}
        />
      )}
      {byTable && (
        <SelectField
          label={t('uploadsTab.table')}
          placeholder={t('uploadsTab.allTables')}
          options={props.tables.map((table) => ({ value: table.id, label: table.label }))}
          value={props.table ?? ''}
          onValueChange={(value) => props.onTableChange(value === '' ? null : value)}
        />
      )}
      {byAlbum && (
        <SelectField
          label={t('uploadsTab.album')}
          placeholder={t('uploadsTab.allAlbums')}
          options={[
            ...props.albums.map((album) => ({ value: album.id, label: album.label })),
            { value: NO_ALBUM, label: t('uploadsTab.noAlbum') },
          ]}
          value={props.album ?? ''}
          onValueChange={(value) => props.onAlbumChange(value === '' ? null : value)}
        />
      )}
      <SelectField
        label={t('uploadsTab.sortBy')}
        options={words(SORT_OPTIONS)}
        value={props.order}
        onValueChange={(value) => props.onOrderChange(value as SortOrder)}
      />
      <div className="flex items-center gap-3">
        <label className="flex min-h-11 shrink-0 cursor-pointer items-center gap-2 text-sm font-medium text-stone-800">
          <input
            type="checkbox"
            className="size-5 accent-rose-600"
            checked={props.starred}
            onChange={(event) => props.onStarredChange(event.target.checked)}
          />
          {t('uploadsTab.starredOnly')}
        </label>
        <button type="button" className="btn-secondary w-full" disabled={!props.canClear} onClick={props.onClear}>
          {t('uploadsTab.clearFilters')}
        </button>
        {props.busy && (
          <span
            role="status"
            aria-label={t('uploadsTab.loading')}
            className="size-5 shrink-0 animate-spin rounded-full border-2 border-rose-100 border-t-rose-600 motion-reduce:animate-none"
          />
        )}
      </div>
    </div>
  );
}

/** The guests who sent photos, and the one the address names when it is not among them (a link from an RSVP). */
function guestOptions(guests: UploadFiltersProps['guests'], selected: string | null, thisGuest: string) {
  const options = guests.map((guest) => ({ value: guest.id, label: guest.label }));
  return selected !== null && !guests.some((guest) => guest.id === selected)
    ? [...options, { value: selected, label: thisGuest }]
    : options;
}
