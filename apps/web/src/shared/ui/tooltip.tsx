import type { ReactNode } from 'react';
import styles from './tooltip.module.css';

type TooltipProps = {
  text: string;
  children: ReactNode;
  /**
   * The tooltip's id: the element it explains names it in aria-describedby, so screen readers
   * read it on focus. Without an id, or when `decorative`, the text is only shown.
   */
  id?: string;
  /** The text repeats the anchor's own name (an icon button's label): shown, not read twice. */
  decorative?: boolean;
  /**
   * `top` centred over the anchor; `top-end` aligned with its end edge (an anchor at the end of a
   * clipped bar); `start` beside it on the inline-start side (left, right in Arabic).
   */
  placement?: 'top' | 'top-end' | 'start';
  /** `dark` (the default) on light surfaces, `light` on dark ones (the player's bar). */
  tone?: 'dark' | 'light';
  /**
   * `focus` shows it while the pointer is over the anchor or anything in it has the focus (a tap
   * on a phone shows it too: the lock reason of a chapter); `pointer` only for a real pointer's
   * hover and keyboard focus, so a tap does not leave it stuck over a floating button.
   */
  showOn?: 'focus' | 'pointer';
  /** False while the anchor's own pop-up is open (the tip would cover it). */
  enabled?: boolean;
  /** How the anchor sits in its parent: `block` (a row, a bar item) or `inline`. */
  layout?: 'block' | 'inline';
};

/**
 * A small CSS tooltip, in place of antd's Tooltip on the parts whose first load carries no antd
 * (decision 0012). The text stays in the document, hidden, for the anchor's aria-describedby;
 * Escape hides it (WCAG 1.4.13) until the pointer or the focus comes back.
 */
export const Tooltip = ({
  text,
  children,
  id,
  decorative = false,
  placement = 'top',
  tone = 'dark',
  showOn = 'focus',
  enabled = true,
  layout = 'block',
}: TooltipProps) => (
  <span
    className={`${styles.anchor} ${styles[layout]}`}
    data-show-on={enabled ? showOn : 'never'}
    onKeyDown={(event) => {
      if (event.key === 'Escape') event.currentTarget.dataset.dismissed = 'true';
    }}
    onBlur={(event) => delete event.currentTarget.dataset.dismissed}
    onMouseLeave={(event) => delete event.currentTarget.dataset.dismissed}
  >
    {children}
    {text && (
      <span
        id={id}
        role={id && !decorative ? 'tooltip' : undefined}
        aria-hidden={!id || decorative || undefined}
        className={`${styles.tip} ${styles[tone]} ${styles[placement === 'top-end' ? 'topEnd' : placement]}`}
      >
        {text}
      </span>
    )}
  </span>
);
