import { useRef, type KeyboardEvent } from 'react';
import { useT } from '../../../i18n/useT';
import type { GalleryTab, GalleryTabKey } from './galleryTabs';

/** The DOM id of a tab, for its panel's aria-labelledby. */
export function albumTabId(baseId: string, key: GalleryTabKey): string {
  return `${baseId}-tab-${key}`;
}

/**
 * The gallery's album tabs: a row of pills that scrolls sideways on a phone. One tab is in the page's tab
 * order (the open one); the arrow keys, Home and End move between them and open the one they reach, as a
 * tablist does. The admin's TabBar is an underlined row for a wide screen without arrow keys, so the guest
 * page has its own.
 */
export function AlbumTabs({
  baseId,
  panelId,
  tabs,
  selected,
  onSelect,
}: {
  baseId: string;
  panelId: string;
  tabs: readonly GalleryTab[];
  selected: GalleryTabKey;
  onSelect: (key: GalleryTabKey) => void;
}) {
  const t = useT();
  const listRef = useRef<HTMLDivElement>(null);

  const focusTab = (key: GalleryTabKey) => {
    const tab = listRef.current?.querySelector<HTMLButtonElement>(`#${CSS.escape(albumTabId(baseId, key))}`);
    tab?.focus();
    tab?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = tabs.findIndex((tab) => tab.key === selected);
    let next: number;
    if (event.key === 'ArrowRight') next = (index + 1) % tabs.length;
    else if (event.key === 'ArrowLeft') next = (index - 1 + tabs.length) % tabs.length;
    else if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = tabs.length - 1;
    else return;
    event.preventDefault();
    const key = tabs[next]!.key;
    onSelect(key);
    focusTab(key);
  };

  return (
    <div
      ref={listRef}
      role="tablist"
      aria-label={t('gallery.albums')}
      onKeyDown={onKeyDown}
      // Full bleed on a phone, so the row scrolls to the screen's edge; room around the pills for the focus
      // ring (a scrolling row clips what overflows it), and after the last one (padding at the end of a
      // scrolling row is not kept). Positioned, so the counts' screen-reader words (absolutely placed) scroll
      // and clip with the row: otherwise they stretch the phone page sideways to the row's whole length.
      className="relative -mx-4 flex gap-2 overflow-x-auto px-4 py-1 [scrollbar-width:none] after:w-2 after:shrink-0 after:content-[''] sm:mx-0 sm:flex-wrap sm:px-1 sm:after:hidden"
    >
      {tabs.map((tab) => {
        const isSelected = tab.key === selected;
        return (
          <button
            key={tab.key}
            type="button"
            role="tab"
            id={albumTabId(baseId, tab.key)}
            aria-selected={isSelected}
            aria-controls={panelId}
            tabIndex={isSelected ? 0 : -1}
            onClick={() => onSelect(tab.key)}
            className={`inline-flex min-h-11 shrink-0 items-center gap-2 rounded-full border px-4 text-sm font-semibold whitespace-nowrap transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-rose-600 motion-reduce:transition-none ${
              isSelected
                ? 'border-rose-600 bg-rose-600 text-white'
                : 'border-stone-300 bg-white text-stone-700 hover:border-stone-400 hover:text-stone-900'
            }`}
          >
            {tab.key === 'highlights' && <span aria-hidden="true">★</span>}
            {tab.key === 'all'
              ? t('gallery.tabAll')
              : tab.key === 'highlights'
                ? t('gallery.tabHighlights')
                : tab.label}{' '}
            {tab.count !== null && (
              <span
                className={`rounded-full px-2 py-0.5 text-xs tabular-nums ${isSelected ? 'bg-white/20' : 'bg-stone-100 text-stone-600'}`}
              >
                {tab.count}
                <span className="sr-only"> {t('gallery.tabCount', { count: tab.count })}</span>
              </span>
            )}
          </button>
        );
      })}
    </div>
  );
}
