import { useSyncExternalStore } from 'react';
import styles from './toast.module.css';

export type ToastTone = 'success' | 'error' | 'info' | 'warning';
type ToastItem = { id: number; tone: ToastTone; text: string };

/** How long a toast stays, like antd's message (3 s); errors a little longer to be read. */
const DURATION_MS: Record<ToastTone, number> = { success: 3000, info: 3000, warning: 4500, error: 4500 };

let items: ToastItem[] = [];
let nextId = 1;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((listener) => listener());

const remove = (id: number) => {
  items = items.filter((item) => item.id !== id);
  emit();
};

const show = (tone: ToastTone, text: string) => {
  // The same text twice in a row (a double click's second answer) is shown once.
  if (items.some((item) => item.text === text && item.tone === tone)) return;
  const id = nextId++;
  items = [...items, { id, tone, text }];
  emit();
  setTimeout(() => remove(id), DURATION_MS[tone]);
};

/**
 * Short confirmations at the top of the page ("Enrolled", "Saved"), without loading antd's message
 * on the first-paint pages (decision 0012). Call from anywhere; <ToastHost /> in the shell shows them.
 */
export const toast = {
  success: (text: string) => show('success', text),
  error: (text: string) => show('error', text),
  info: (text: string) => show('info', text),
  warning: (text: string) => show('warning', text),
};

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

const GLYPH: Record<ToastTone, string> = { success: '✓', error: '!', info: 'i', warning: '!' };

/**
 * The toasts of the page: one polite live region (errors assertive), so screen readers read each
 * text once; a toast closes by itself or with a click.
 */
export const ToastHost = () => {
  const list = useSyncExternalStore(
    subscribe,
    () => items,
    () => items,
  );
  return (
    <div className={styles.host}>
      <div role="status" aria-live="polite" className={styles.stack}>
        {list
          .filter((item) => item.tone !== 'error')
          .map((item) => (
            <ToastCard key={item.id} item={item} />
          ))}
      </div>
      <div role="alert" aria-live="assertive" className={styles.stack}>
        {list
          .filter((item) => item.tone === 'error')
          .map((item) => (
            <ToastCard key={item.id} item={item} />
          ))}
      </div>
    </div>
  );
};

const ToastCard = ({ item }: { item: ToastItem }) => (
  <div className={`${styles.toast} ${styles[item.tone]}`} onClick={() => remove(item.id)}>
    <span className={styles.glyph} aria-hidden>
      {GLYPH[item.tone]}
    </span>
    <span>{item.text}</span>
  </div>
);

/** Tests: forget every toast. */
export const clearToasts = () => {
  items = [];
  emit();
};
