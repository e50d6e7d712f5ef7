import { useId } from 'react';
import styles from './segmented.module.css';

type Option<V extends string | number> = { value: V; label: string };

type Props<V extends string | number> = {
  options: Option<V>[];
  value: V;
  onChange: (value: V) => void;
  disabled?: boolean;
  /** Stretches over the width of its container, the options sharing it. */
  block?: boolean;
  'aria-labelledby'?: string;
};

/**
 * A choice of a few options in antd Segmented's look, without antd (decision 0012): native radio
 * buttons in a radio group, so arrow keys move the choice and screen readers say "1 of 2, checked".
 */
export function Segmented<V extends string | number>({ options, value, onChange, disabled = false, block = false, ...aria }: Props<V>) {
  const name = useId();
  return (
    <div
      role="radiogroup"
      aria-labelledby={aria['aria-labelledby']}
      aria-disabled={disabled || undefined}
      className={[styles.segmented, block && styles.block, disabled && styles.disabled].filter(Boolean).join(' ')}
    >
      {options.map((option) => (
        <label key={option.value} className={styles.item} data-selected={option.value === value || undefined}>
          <input
            type="radio"
            className={styles.input}
            name={name}
            value={String(option.value)}
            checked={option.value === value}
            disabled={disabled}
            onChange={() => onChange(option.value)}
          />
          <span className={styles.label} title={option.label}>
            {option.label}
          </span>
        </label>
      ))}
    </div>
  );
}
