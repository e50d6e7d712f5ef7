import { ENTER_KEY_CODE } from '@credo/contracts/constants';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useVariantPath } from '@/shared/site/use-mobile-variant';
import { CloseIcon, SearchIcon } from './header-icons';
import { usePanel } from './header-panels';
import styles from './search-panel.module.css';

/** The search page of a keyword: /search?keyword={encoded} (cert §2). */
export const searchPath = (keyword: string): string => `/search?keyword=${encodeURIComponent(keyword.trim())}`;

const SEARCH_PANEL_ID = 'header-search-panel';

/** The header's search icon; it opens the search overlay. */
export const SearchButton = ({ className }: { className?: string }) => {
  const { t } = useTranslation();
  const { open, toggle } = usePanel('search');
  return (
    <button
      type="button"
      className={className}
      onClick={toggle}
      aria-label={t('nav.search')}
      aria-expanded={open}
      aria-controls={open ? SEARCH_PANEL_ID : undefined}
      data-panel-trigger="search"
    >
      <SearchIcon />
    </button>
  );
};

/**
 * The search overlay under the header bar: Enter (key code 13, cert §9) or the search icon goes
 * to the search page; Escape, the close button or a click on the shade closes it.
 */
export const SearchPanel = () => {
  const { t } = useTranslation();
  const { open, setOpen } = usePanel('search');
  const navigate = useNavigate();
  const variantPath = useVariantPath();
  const [keyword, setKeyword] = useState('');
  const input = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (open) input.current?.focus();
  }, [open]);

  useEffect(() => {
    if (!open) return;
    const onKey = (event: globalThis.KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false);
        document.querySelector<HTMLElement>('[data-panel-trigger="search"]')?.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open, setOpen]);

  if (!open) return null;

  const submit = () => {
    if (!keyword.trim()) {
      input.current?.focus();
      return;
    }
    setOpen(false);
    void navigate(variantPath(searchPath(keyword)));
    setKeyword('');
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.nativeEvent.isComposing) return;
    if (event.key === 'Enter' || event.keyCode === ENTER_KEY_CODE) {
      event.preventDefault();
      submit();
    }
  };

  return (
    <>
      <div className={styles.shade} aria-hidden onClick={() => setOpen(false)} />
      <div className={styles.panel} id={SEARCH_PANEL_ID} role="search">
        <div className={styles.inner}>
          <div className={styles.field}>
            <input
              ref={input}
              className={styles.input}
              type="search"
              enterKeyHint="search"
              value={keyword}
              maxLength={100}
              onChange={(event) => setKeyword(event.target.value)}
              onKeyDown={onKeyDown}
              placeholder={t('nav.searchPlaceholder')}
              aria-label={t('nav.searchLabel')}
            />
            <button type="button" className={styles.go} onClick={submit} aria-label={t('nav.searchGo')}>
              <SearchIcon />
            </button>
          </div>
          <button type="button" className={styles.close} onClick={() => setOpen(false)} aria-label={t('nav.searchClose')}>
            <CloseIcon />
          </button>
        </div>
      </div>
    </>
  );
};
