import { useId, useState, type ReactNode } from 'react';
import styles from './accordion.module.css';

export type AccordionItem = { key: string; label: ReactNode; children: ReactNode };

const Chevron = () => (
  <svg className={styles.chevron} viewBox="64 64 896 896" width="12" height="12" fill="currentColor" aria-hidden>
    <path d="M765.7 486.8L314.9 134.7A7.97 7.97 0 00302 141v77.3c0 4.9 2.3 9.6 6.1 12.6l360 281.1-360 281.1c-3.9 3-6.1 7.7-6.1 12.6V883c0 6.7 7.7 10.4 12.9 6.3l450.8-352.1a31.96 31.96 0 000-50.4z" />
  </svg>
);

/**
 * Folding sections, each a button (aria-expanded, aria-controls) over its panel; a folded panel
 * is not rendered. Own markup in antd Collapse's borderless look with the arrow at the end
 * (decision 0012: the home page's first load carries no antd). `itemClassName` and
 * `openClassName` style each item; the header and body take `headerClassName`/`bodyClassName`.
 */
export const Accordion = ({
  items,
  defaultOpen = [],
  className,
  itemClassName,
  openClassName,
  headerClassName,
  bodyClassName,
}: {
  items: AccordionItem[];
  defaultOpen?: string[];
  className?: string;
  itemClassName?: string;
  openClassName?: string;
  headerClassName?: string;
  bodyClassName?: string;
}) => {
  const [open, setOpen] = useState<ReadonlySet<string>>(() => new Set(defaultOpen));
  const id = useId();
  const toggle = (key: string) =>
    setOpen((current) => {
      const next = new Set(current);
      if (!next.delete(key)) next.add(key);
      return next;
    });
  return (
    <div className={`${styles.accordion} ${className ?? ''}`}>
      {items.map((item, index) => {
        const expanded = open.has(item.key);
        const panelId = `${id}-${index}`;
        return (
          <div key={item.key} className={`${styles.item} ${itemClassName ?? ''} ${expanded ? `${styles.open} ${openClassName ?? ''}` : ''}`}>
            <button
              type="button"
              className={`${styles.header} ${headerClassName ?? ''}`}
              aria-expanded={expanded}
              aria-controls={panelId}
              onClick={() => toggle(item.key)}
            >
              <span className={styles.label}>{item.label}</span>
              <Chevron />
            </button>
            {expanded && (
              <div id={panelId} role="region" className={`${styles.body} ${bodyClassName ?? ''}`}>
                {item.children}
              </div>
            )}
          </div>
        );
      })}
    </div>
  );
};
