import { useT } from '../i18n/useT';

type Tab<T extends string> = {
  readonly id: T;
  readonly label: string;
  /** A count beside the label (messages waiting for review); none when absent or 0. */
  readonly badge?: number;
};

/**
 * A row of tabs (role tablist) above one tabpanel: the admin panel's sections, an event's management tabs.
 * Each tab's id comes from `tabId` and points at its panel through `panelId`, so the page's tabpanel can name
 * the selected tab (aria-labelledby). `dense` pads the tabs less, for a row with many of them.
 */
export function TabBar<T extends string>({
  label,
  tabs,
  selected,
  onSelect,
  tabId,
  panelId,
  dense = false,
  className,
}: {
  label: string;
  tabs: readonly Tab<T>[];
  selected: T;
  onSelect: (id: T) => void;
  tabId: (id: T) => string;
  panelId: (id: T) => string;
  dense?: boolean;
  /** Spacing above the row. */
  className?: string;
}) {
  const t = useT();
  return (
    <div
      role="tablist"
      aria-label={label}
      className={`flex gap-1 overflow-x-auto border-b border-stone-200${className ? ` ${className}` : ''}`}
    >
      {tabs.map(({ id, label: tabLabel, badge }) => (
        <button
          key={id}
          type="button"
          role="tab"
          id={tabId(id)}
          aria-selected={selected === id}
          aria-controls={panelId(id)}
          onClick={() => onSelect(id)}
          className={`-mb-px shrink-0 border-b-2 ${dense ? 'px-3' : 'px-4'} py-3 text-sm font-semibold transition-colors ${
            selected === id ? 'border-rose-600 text-rose-700' : 'border-transparent text-stone-600 hover:text-stone-900'
          }`}
        >
          {tabLabel}
          {/* Read out as 'Guestbook, 2 waiting'. */}
          {badge ? (
            <>
              <span className="sr-only">,</span>
              <span className="ml-2 inline-flex min-w-5 items-center justify-center rounded-full bg-rose-100 px-1.5 text-xs font-semibold text-rose-800">
                {badge}
                <span className="sr-only"> {t('components.tabWaiting')}</span>
              </span>
            </>
          ) : null}
        </button>
      ))}
    </div>
  );
}
