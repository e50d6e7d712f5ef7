import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/shared/ui/button';
import { SearchInput } from '@/shared/ui/search-input';
import { SelectField, type SelectOption } from '@/shared/ui/select-field';
import styles from './catalogue-list.module.css';

export type FilterField = {
  key: string;
  label: string;
  /** The "all" choice is the empty string. */
  value: string;
  options: SelectOption[];
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
      <SearchInput
        className={styles.keyword}
        label={t('catalogue.keyword')}
        value={draft}
        maxLength={100}
        placeholder={t('catalogue.keywordPlaceholder')}
        searchText={t('catalogue.search')}
        clearLabel={t('catalogue.clearKeyword')}
        onChange={(value) => {
          setDraft(value);
          // Emptying the box shows the whole list again, as the cross of the search box always did.
          if (!value && keyword) onKeyword('');
        }}
        onSearch={(value) => onKeyword(value.trim())}
      />
      {fields.map((field) => (
        <SelectField
          key={field.key}
          label={field.label}
          value={field.value}
          options={[{ value: '', label: t('catalogue.all') }, ...field.options]}
          onChange={field.onChange}
        />
      ))}
      {onClear && (
        <Button variant="link" className={styles.clear} onClick={onClear}>
          {t('catalogue.clear')}
        </Button>
      )}
    </form>
  );
};
