import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMobileVariant } from '@/shared/site/use-mobile-variant';
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
  /** How many selects the URL sets (not the keyword): the count on the phones' Filters button. */
  activeCount: number;
};

/** A funnel: the phones' Filters button. Decorative. */
const FilterIcon = () => (
  <svg width={16} height={16} viewBox="0 0 24 24" fill="none" aria-hidden focusable={false}>
    <path d="M4 5h16l-6 7.5V19l-4 1.5v-8z" stroke="currentColor" strokeWidth={1.8} strokeLinejoin="round" />
  </svg>
);

/**
 * Keyword box and one select per filter; every change goes to the URL through the callbacks. On
 * phones (/mobile) the selects fold behind a Filters button with the count of active ones, so the
 * first screen reaches the first card (issue 14 item 12); desktop shows them all in one card.
 */
export const FilterBar = ({ keyword, onKeyword, fields, onClear, activeCount }: FilterBarProps) => {
  const { t } = useTranslation();
  const mobile = useMobileVariant();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const [draft, setDraft] = useState(keyword);
  // Back/forward and "clear" change the URL: the box follows it.
  useEffect(() => setDraft(keyword), [keyword]);
  return (
    <form
      className={[styles.filters, mobile && styles.compact].filter(Boolean).join(' ')}
      role="search"
      aria-label={t('catalogue.filters')}
      onSubmit={(e) => e.preventDefault()}
    >
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
      {mobile ? (
        <>
          <Button
            className={styles.filterToggle}
            icon={<FilterIcon />}
            aria-expanded={open}
            aria-controls={panelId}
            // The badge is drawn for the eye; screen readers hear the count in words.
            aria-label={activeCount > 0 ? `${t('catalogue.filterToggle')}, ${t('catalogue.activeFilters', { n: activeCount })}` : undefined}
            onClick={() => setOpen(!open)}
          >
            {t('catalogue.filterToggle')}
            {activeCount > 0 && (
              <span className={styles.filterCount} aria-hidden>
                {activeCount}
              </span>
            )}
          </Button>
          {open && (
            <div id={panelId} className={styles.filterPanel}>
              <Selects fields={fields} onClear={onClear} />
            </div>
          )}
        </>
      ) : (
        <Selects fields={fields} onClear={onClear} />
      )}
    </form>
  );
};

/** The selects and "Clear filters": grid cells of the desktop card, or the phones' folding panel. */
const Selects = ({ fields, onClear }: Pick<FilterBarProps, 'fields' | 'onClear'>) => {
  const { t } = useTranslation();
  return (
    <>
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
    </>
  );
};
