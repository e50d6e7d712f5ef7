import { Button, Input, Select } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './catalogue-list.module.css';

export type FilterOption = { value: string; label: string };
export type FilterField = {
  key: string;
  label: string;
  /** The "all" choice is the empty string. */
  value: string;
  options: FilterOption[];
  onChange: (value: string) => void;
};

type FilterBarProps = {
  keyword: string;
  onKeyword: (keyword: string) => void;
  fields: FilterField[];
  /** Shown when any filter is set: back to the whole list. */
  onClear?: () => void;
};

/** Keyword box and one select per filter; every change goes to the URL through the callbacks. */
export const FilterBar = ({ keyword, onKeyword, fields, onClear }: FilterBarProps) => {
  const { t } = useTranslation();
  const [draft, setDraft] = useState(keyword);
  // Back/forward and "clear" change the URL: the box follows it.
  useEffect(() => setDraft(keyword), [keyword]);
  return (
    <form className={styles.filters} role="search" aria-label={t('catalogue.filters')} onSubmit={(e) => e.preventDefault()}>
      <label className={`${styles.field} ${styles.keyword}`}>
        <span className={styles.label}>{t('catalogue.keyword')}</span>
        <Input.Search
          value={draft}
          maxLength={100}
          allowClear
          placeholder={t('catalogue.keywordPlaceholder')}
          enterButton={t('catalogue.search')}
          onChange={(e) => {
            setDraft(e.target.value);
            if (!e.target.value && keyword) onKeyword('');
          }}
          onSearch={(value) => onKeyword(value.trim())}
        />
      </label>
      {fields.map((field) => (
        <label key={field.key} className={styles.field}>
          <span className={styles.label}>{field.label}</span>
          <Select
            value={field.value}
            onChange={field.onChange}
            options={[{ value: '', label: t('catalogue.all') }, ...field.options]}
            popupMatchSelectWidth={false}
            aria-label={field.label}
          />
        </label>
      ))}
      {onClear && (
        <Button type="link" className={styles.clear} onClick={onClear}>
          {t('catalogue.clear')}
        </Button>
      )}
    </form>
  );
};
