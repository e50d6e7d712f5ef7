import { useId, type InputHTMLAttributes } from 'react';
import { LabelledField } from './labelled-field';
import styles from './search-input.module.css';

type SearchInputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value' | 'type'> & {
  /** Shown above the box and naming it. */
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** Enter or the button: the text as typed (the caller trims it if it wants). */
  onSearch: (value: string) => void;
  /** The button's text ("Search"). */
  searchText: string;
  /** The name of the clear cross, which shows while there is text; no cross without it. */
  clearLabel?: string;
  /** Classes of the whole field (label, box and button). */
  className?: string;
};

/**
 * A labelled search box with its button, drawn like antd's Input.Search of the other pages without
 * loading antd (decision 0012). Enter searches (not while an input method is still composing), the
 * cross empties the box (so does Escape, natively).
 */
export const SearchInput = ({ label, value, onChange, onSearch, searchText, clearLabel, className, ...rest }: SearchInputProps) => {
  const generatedId = useId();
  const id = rest.id ?? generatedId;
  return (
    <LabelledField label={label} htmlFor={id} className={className}>
      <div className={styles.group}>
        <span className={styles.box}>
          <input
            {...rest}
            id={id}
            type="search"
            enterKeyHint="search"
            className={styles.input}
            value={value}
            onChange={(event) => onChange(event.target.value)}
            onKeyDown={(event) => {
              if (event.key !== 'Enter' || event.nativeEvent.isComposing) return;
              // Enter searches here; it must not also submit a surrounding form.
              event.preventDefault();
              onSearch(value);
            }}
          />
          {clearLabel && value && (
            // Out of the tab order like antd's cross: keyboards clear with Escape or by deleting.
            <button type="button" tabIndex={-1} className={styles.clear} aria-label={clearLabel} onClick={() => onChange('')}>
              <svg width="12" height="12" viewBox="0 0 24 24" aria-hidden focusable={false}>
                <circle cx="12" cy="12" r="11" fill="currentColor" />
                <path d="m8 8 8 8m0-8-8 8" stroke="#fff" strokeWidth="2.2" strokeLinecap="round" />
              </svg>
            </button>
          )}
        </span>
        <button type="button" className={styles.button} onClick={() => onSearch(value)}>
          {searchText}
        </button>
      </div>
    </LabelledField>
  );
};
