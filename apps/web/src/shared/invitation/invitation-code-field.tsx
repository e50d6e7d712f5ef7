import { Form, Input } from 'antd';
import styles from './invitation-code-field.module.css';

type Props = {
  id: string;
  label: string;
  placeholder: string;
  value: string;
  /** The message under the field (empty code, or a refused code other than 10018/10019). */
  error: string | null;
  onChange: (value: string) => void;
  /** Enter in the field submits like the dialog's confirm button. */
  onSubmit: () => void;
};

/** The invitation-code field of the enrol dialogs (certification page and course page). */
export const InvitationCodeField = ({ id, label, placeholder, value, error, onChange, onSubmit }: Props) => (
  <Form layout="vertical" onFinish={onSubmit} className={styles.form}>
    <Form.Item label={label} htmlFor={id} validateStatus={error ? 'error' : undefined} help={error ?? undefined} required>
      <Input id={id} value={value} maxLength={64} autoComplete="off" placeholder={placeholder} onChange={(event) => onChange(event.target.value)} />
    </Form.Item>
  </Form>
);
