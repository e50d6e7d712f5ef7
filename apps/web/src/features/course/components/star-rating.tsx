import { useRef, useState, type KeyboardEvent } from 'react';
import styles from './course-evaluation.module.css';

type Props = {
  /** 0 when nothing is chosen. */
  value: number;
  onChange: (value: number) => void;
  /** One label per star ("Poor" … "Excellent"), the star's name for screen readers. */
  labels: string[];
  /** The group's name ("Your rating"). */
  label: string;
  disabled?: boolean;
  /** The label of the star under the pointer (null when none), to preview it next to the stars. */
  onHover?: (value: number | null) => void;
};

const StarShape = () => (
  <svg viewBox="0 0 24 24" width="1em" height="1em" aria-hidden="true" focusable="false">
    <path d="M12 2.5l2.94 6.2 6.81.8-5.03 4.66 1.33 6.73L12 17.52l-6.05 3.37 1.33-6.73L2.25 9.5l6.81-.8z" fill="currentColor" />
  </svg>
);

/**
 * 1 to 5 stars as a radio group (WAI-ARIA radio pattern: one tab stop, arrow keys move and choose),
 * replacing antd's Rate on the course page. A click on the chosen star takes the score back, as
 * Rate's allowClear did; the stars up to the chosen (or hovered) one are filled.
 */
export const StarRating = ({ value, onChange, labels, label, disabled = false, onHover }: Props) => {
  const [hover, setHover] = useState<number | null>(null);
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const shown = hover ?? value;
  const count = labels.length;

  const hoverTo = (next: number | null) => {
    setHover(next);
    onHover?.(next);
  };
  const choose = (next: number) => {
    onChange(next);
    refs.current[next - 1]?.focus();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, star: number) => {
    // Right and down go to a higher score in either direction of writing, as the stars are laid out.
    const rtl = getComputedStyle(event.currentTarget).direction === 'rtl';
    const forward = event.key === 'ArrowDown' || event.key === (rtl ? 'ArrowLeft' : 'ArrowRight');
    const backward = event.key === 'ArrowUp' || event.key === (rtl ? 'ArrowRight' : 'ArrowLeft');
    if (!forward && !backward) return;
    event.preventDefault();
    choose(forward ? (star % count) + 1 : ((star + count - 2) % count) + 1);
  };

  return (
    <div role="radiogroup" aria-label={label} aria-disabled={disabled || undefined} className={styles.stars} onMouseLeave={() => hoverTo(null)}>
      {labels.map((starLabel, index) => {
        const star = index + 1;
        return (
          <button
            key={star}
            ref={(el) => {
              refs.current[index] = el;
            }}
            type="button"
            role="radio"
            aria-checked={star === value}
            aria-label={starLabel}
            // One tab stop: the chosen star, or the first one while nothing is chosen.
            tabIndex={star === (value || 1) ? 0 : -1}
            className={styles.star}
            data-filled={star <= shown || undefined}
            disabled={disabled}
            onClick={() => onChange(star === value ? 0 : star)}
            onKeyDown={(event) => onKeyDown(event, star)}
            onMouseEnter={() => hoverTo(star)}
          >
            <StarShape />
          </button>
        );
      })}
    </div>
  );
};
