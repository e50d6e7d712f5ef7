import { useId, type ReactNode } from 'react';
import styles from './radio-cards.module.css';

export type RadioCardOption<V extends string | number> = {
  value: V;
  /** What the card says: its text is the radio's accessible name. */
  content: ReactNode;
  'data-testid'?: string;
};

type RadioCardsProps<V extends string | number> = {
  options: RadioCardOption<V>[];
  value: V | null;
  onChange: (value: V) => void;
  disabled?: boolean;
  className?: string;
  optionClassName?: string;
};

/**
 * One choice among cards, each a native radio in its label (decision 0012: first-paint pages draw
 * it without antd). Native radios of one name: arrow keys move the choice, screen readers say
 * "radio button, 1 of 2, checked". Put it in a fieldset whose legend names the choice.
 */
export const RadioCards = <V extends string | number>({ options, value, onChange, disabled = false, className, optionClassName }: RadioCardsProps<V>) => {
  const name = useId();
  return (
    <div className={[styles.group, className].filter(Boolean).join(' ')}>
      {options.map((option) => (
        <label
          key={String(option.value)}
          className={[styles.option, value === option.value && styles.checked, disabled && styles.disabled, optionClassName].filter(Boolean).join(' ')}
          data-testid={option['data-testid']}
        >
          <input
            type="radio"
            className={styles.radio}
            name={name}
            value={String(option.value)}
            checked={value === option.value}
            disabled={disabled}
            onChange={() => onChange(option.value)}
          />
          <span className={styles.content}>{option.content}</span>
        </label>
      ))}
    </div>
  );
};
