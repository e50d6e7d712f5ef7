import { useId, type SelectHTMLAttributes } from 'react';
import { LabelledField } from './labelled-field';
import styles from './select-field.module.css';

export type SelectOption = { value: string; label: string };

type SelectFieldProps = Omit<SelectHTMLAttributes<HTMLSelectElement>, 'onChange' | 'value'> & {
  /** Shown above the select and naming it. */
  label: string;
  value: string;
  options: SelectOption[];
  onChange: (value: string) => void;
  /** Classes of the whole field (label and select). */
  className?: string;
};

/**
 * A labelled native select, drawn like antd's selects of the other pages (32 px, light grey frame,
 * brand frame on hover and focus) without loading antd (decision 0012). Native: keyboard, screen
 * readers and the phone's own picker come with it.
 */
export const SelectField = ({ label, value, options, onChange, className, ...rest }: SelectFieldProps) => {
  // A value without its option (a shared link, options still loading) is shown as it is, as antd
  // did, rather than silently showing the first option.
  const shown = value === '' || options.some((option) => option.value === value) ? options : [...options, { value, label: value }];
  const generatedId = useId();
  const id = rest.id ?? generatedId;
  return (
    <LabelledField label={label} htmlFor={id} className={className}>
      <select {...rest} id={id} className={styles.select} value={value} onChange={(event) => onChange(event.target.value)}>
        {shown.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </LabelledField>
  );
};
