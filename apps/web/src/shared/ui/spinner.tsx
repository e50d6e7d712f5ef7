import styles from './spinner.module.css';

type SpinnerProps = {
  size?: 'small' | 'middle' | 'large';
  /** Read by screen readers; omit when the spinner sits inside a control that says it is busy. */
  label?: string;
};

/** A loading ring in the current text colour (buttons) or the brand colour (page areas). */
export const Spinner = ({ size = 'middle', label }: SpinnerProps) => (
  <span className={`${styles.spinner} ${styles[size]}`} role={label ? 'status' : undefined} aria-label={label} aria-hidden={label ? undefined : true} />
);
