import { useId, useState, type FormEvent } from 'react';
import { Button } from './button';
import styles from './pagination.module.css';

export type PageJumpLabels = {
  /** The field's label ("Go to page"). */
  label: string;
  /** After the field: how many pages there are ("of 12"). */
  of: (last: number) => string;
  /** The button ("Go"). */
  go: string;
};

type PageJumpProps = { current: number; last: number; onJump: (page: number) => void; labels: PageJumpLabels };

/**
 * "Go to page [n] of N": reaches a page the short pager leaves out without stepping through its
 * neighbours (antd's simple pager did this on phones). A number past either end goes to that end;
 * anything that is not a number changes nothing. The field shows the current page again after a
 * jump or when the page changes elsewhere.
 */
export const PageJump = ({ current, last, onJump, labels }: PageJumpProps) => {
  const id = useId();
  const [draft, setDraft] = useState<{ for: number; text: string } | null>(null);
  const text = draft && draft.for === current ? draft.text : String(current);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const wanted = Number.parseInt(text, 10);
    setDraft(null);
    if (Number.isNaN(wanted)) return;
    const target = Math.min(Math.max(wanted, 1), last);
    if (target !== current) onJump(target);
  };
  return (
    <form className={styles.jump} onSubmit={submit}>
      <label htmlFor={id}>{labels.label}</label>
      <input
        id={id}
        className={styles.jumpInput}
        type="text"
        inputMode="numeric"
        pattern="[0-9]*"
        enterKeyHint="go"
        autoComplete="off"
        value={text}
        onChange={(event) => setDraft({ for: current, text: event.target.value.replace(/\D/g, '') })}
        onFocus={(event) => event.target.select()}
      />
      <span>{labels.of(last)}</span>
      <Button htmlType="submit">{labels.go}</Button>
    </form>
  );
};
