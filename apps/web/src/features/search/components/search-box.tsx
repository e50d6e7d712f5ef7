import { SEARCH_KEYWORD_MAX } from '@credo/contracts/search';
import { Button, Input, type InputRef } from 'antd';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { MagnifierIcon } from '@/shared/ui/content-icons';
import styles from './search-box.module.css';

/**
 * The search page's own box. Enter (key code 13, cert §9) or the button searches; a blank keyword
 * only puts the focus back. Remount it (key) when the URL's keyword changes elsewhere.
 */
export const SearchBox = ({ keyword, onSearch }: { keyword: string; onSearch: (keyword: string) => void }) => {
  const { t } = useTranslation();
  const [draft, setDraft] = useState(keyword);
  const input = useRef<InputRef>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = draft.trim();
    if (!value) {
      input.current?.focus();
      return;
    }
    onSearch(value);
  };
  return (
    <form role="search" className={styles.box} onSubmit={submit}>
      <Input
        ref={input}
        size="large"
        type="search"
        enterKeyHint="search"
        allowClear
        value={draft}
        maxLength={SEARCH_KEYWORD_MAX}
        onChange={(event) => setDraft(event.target.value)}
        prefix={<MagnifierIcon className={styles.icon} />}
        placeholder={t('search.placeholder')}
        aria-label={t('search.label')}
      />
      <Button type="primary" size="large" htmlType="submit" className={styles.submit}>
        {t('search.submit')}
      </Button>
    </form>
  );
};
