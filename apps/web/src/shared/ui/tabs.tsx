import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import styles from './tabs.module.css';

export type TabItem<K extends string> = { key: K; label: ReactNode; children: ReactNode };

type Props<K extends string> = {
  items: TabItem<K>[];
  activeKey: K;
  onChange: (key: K) => void;
  /** The pointer came over a tab or the keyboard focused it: a lazily loaded panel can start loading. */
  onIntent?: (key: K) => void;
  className?: string;
};

/**
 * Tabs in antd Tabs' look (line tabs, ink bar under the active one) without antd (decision 0012),
 * with the WAI-ARIA tabs pattern: a tablist of role=tab with aria-selected, one tab in the tab
 * order, arrow keys (mirrored right to left), Home and End move and select. Like antd's, a panel
 * is mounted when first shown and then kept (hidden), so its data and state survive a switch.
 */
export function Tabs<K extends string>({ items, activeKey, onChange, onIntent, className }: Props<K>) {
  const id = useId();
  const tabRefs = useRef(new Map<K, HTMLButtonElement>());
  const [visited, setVisited] = useState<Set<K>>(() => new Set([activeKey]));
  if (!visited.has(activeKey)) setVisited(new Set([...visited, activeKey]));

  const select = (key: K) => {
    tabRefs.current.get(key)?.focus();
    if (key !== activeKey) onChange(key);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = items.findIndex((item) => item.key === activeKey);
    const rtl = getComputedStyle(event.currentTarget).direction === 'rtl';
    const step = { ArrowRight: rtl ? -1 : 1, ArrowLeft: rtl ? 1 : -1 }[event.key];
    let next: number | null = null;
    if (step !== undefined) next = (index + step + items.length) % items.length;
    else if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = items.length - 1;
    if (next === null) return;
    event.preventDefault();
    select(items[next]!.key);
  };

  return (
    <div className={[styles.tabs, className].filter(Boolean).join(' ')}>
      <div className={styles.nav} role="tablist" onKeyDown={onKeyDown}>
        {items.map((item) => {
          const active = item.key === activeKey;
          return (
            <button
              key={item.key}
              ref={(node) => {
                if (node) tabRefs.current.set(item.key, node);
                else tabRefs.current.delete(item.key);
              }}
              type="button"
              role="tab"
              id={`${id}-tab-${item.key}`}
              aria-selected={active}
              aria-controls={`${id}-panel-${item.key}`}
              tabIndex={active ? 0 : -1}
              className={styles.tab}
              onClick={() => select(item.key)}
              onPointerEnter={onIntent && (() => onIntent(item.key))}
              onFocus={onIntent && (() => onIntent(item.key))}
            >
              {item.label}
            </button>
          );
        })}
      </div>
      {items.map(
        (item) =>
          visited.has(item.key) && (
            <div
              key={item.key}
              role="tabpanel"
              id={`${id}-panel-${item.key}`}
              aria-labelledby={`${id}-tab-${item.key}`}
              hidden={item.key !== activeKey}
              className={styles.panel}
            >
              {item.children}
            </div>
          ),
      )}
    </div>
  );
}
