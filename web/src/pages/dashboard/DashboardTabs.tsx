import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';

export type TabItem<K extends string> = { key: K; label: string; panel: ReactNode };

type DashboardTabsProps<K extends string> = {
  /** Accessible name of the tab list. */
  label: string;
  tabs: readonly TabItem<K>[];
  selected: K;
  onSelect: (key: K) => void;
};

/**
 * WAI-ARIA tabs with automatic activation: arrow keys, Home and End move between tabs. Every panel
 * stays mounted (hidden when not selected), so each tab's aria-controls always points at a panel.
 */
export function DashboardTabs<K extends string>({ label, tabs, selected, onSelect }: DashboardTabsProps<K>) {
  const baseId = useId();
  const tabRefs = useRef(new Map<K, HTMLButtonElement>());
  const tabId = (key: K) => `${baseId}-tab-${key}`;
  const panelId = (key: K) => `${baseId}-panel-${key}`;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = tabs.findIndex((tab) => tab.key === selected);
    let next: number;
    switch (event.key) {
      case 'ArrowRight':
        next = (index + 1) % tabs.length;
        break;
      case 'ArrowLeft':
        next = (index - 1 + tabs.length) % tabs.length;
        break;
      case 'Home':
        next = 0;
        break;
      case 'End':
        next = tabs.length - 1;
        break;
      default:
        return;
    }
    event.preventDefault();
    const tab = tabs[next];
    if (!tab) return;
    onSelect(tab.key);
    tabRefs.current.get(tab.key)?.focus();
  };

  return (
    <div>
      <div
        role="tablist"
        aria-label={label}
        className="flex flex-wrap gap-1 border-b border-stone-200"
        onKeyDown={onKeyDown}
      >
        {tabs.map((tab) => {
          const isSelected = tab.key === selected;
          return (
            <button
              key={tab.key}
              ref={(element) => {
                if (element) tabRefs.current.set(tab.key, element);
                else tabRefs.current.delete(tab.key);
              }}
              type="button"
              role="tab"
              id={tabId(tab.key)}
              aria-selected={isSelected}
              aria-controls={panelId(tab.key)}
              tabIndex={isSelected ? 0 : -1}
              className={`-mb-px min-h-11 border-b-2 px-4 py-2.5 text-sm font-semibold transition-colors ${
                isSelected
                  ? 'border-rose-600 text-rose-700'
                  : 'border-transparent text-stone-600 hover:border-stone-300 hover:text-stone-900'
              }`}
              onClick={() => onSelect(tab.key)}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      {tabs.map((tab) => (
        <div
          key={tab.key}
          role="tabpanel"
          id={panelId(tab.key)}
          aria-labelledby={tabId(tab.key)}
          hidden={tab.key !== selected}
          tabIndex={0}
          className="pt-6 focus-visible:outline-offset-4 sm:pt-8"
        >
          {tab.panel}
        </div>
      ))}
    </div>
  );
}
