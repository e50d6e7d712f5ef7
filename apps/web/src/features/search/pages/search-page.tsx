import { SEARCH_KEYWORD_MAX } from '@credo/contracts/search';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { usePageTitle } from '@/shared/site/page-title';
import { AppLink } from '@/shared/ui/app-link';
import { MagnifierIcon } from '@/shared/ui/content-icons';
import { PageBanner } from '@/shared/ui/page-banner';
import { StatePanel } from '@/shared/ui/state-panel';
import { useSearch } from '../api/query-search';
import { SearchBox } from '../components/search-box';
import { SearchResults } from '../components/search-results';
import { SearchSkeleton } from '../components/search-skeleton';
import { readKeyword } from '../model/search-keyword';
import styles from './search-page.module.css';

/**
 * /search?keyword= and /mobile/search (cert §2): certifications, courses and videos, news and FAQ
 * of the site and language containing the keyword, grouped, the keyword marked. The box on the
 * page searches again by changing the URL, so every search can be shared, reloaded and gone back to.
 */
export const SearchPage = () => {
  const { t } = useTranslation();
  // The tab names the page in the visit's language (issue 14), not the tenant's English default.
  usePageTitle(t('search.title'));
  const [params, setParams] = useSearchParams();
  const { keyword, status } = readKeyword(params);
  const { data, isError, isFetching, isPlaceholderData, refetch } = useSearch(keyword, status === 'ok');

  const onSearch = (value: string) => setParams(new URLSearchParams({ keyword: value }));

  let content;
  if (status === 'empty') {
    content = <StatePanel icon={<MagnifierIcon size={30} />} title={t('search.promptTitle')} description={t('search.promptDescription')} />;
  } else if (status === 'tooLong') {
    content = (
      <StatePanel tone="error" icon={<MagnifierIcon size={30} />} title={t('search.tooLong', { max: SEARCH_KEYWORD_MAX, count: SEARCH_KEYWORD_MAX })} />
    );
  } else if (isError && !data) {
    content = (
      <StatePanel
        tone="error"
        icon={<MagnifierIcon size={30} />}
        title={t('search.error')}
        description={t('search.errorDescription')}
        actions={
          <Button type="primary" onClick={() => void refetch()} loading={isFetching}>
            {t('common.retry')}
          </Button>
        }
      />
    );
  } else if (!data) {
    content = <SearchSkeleton />;
  } else if (data.total === 0 && !isPlaceholderData) {
    content = (
      <StatePanel
        icon={<MagnifierIcon size={30} />}
        title={t('search.emptyTitle', { keyword: data.keyword })}
        description={t('search.emptyDescription')}
        actions={
          <>
            <AppLink href="/news" className={styles.action}>
              {t('search.browseNews')}
            </AppLink>
            <AppLink href="/faq" className={styles.action}>
              {t('search.browseFaq')}
            </AppLink>
          </>
        }
      />
    );
  } else {
    content = (
      <>
        <p className={styles.summary} aria-live="polite">
          {t('search.summary', { keyword: data.keyword, count: data.total })}
        </p>
        <SearchResults key={data.keyword} result={data} stale={isPlaceholderData} />
      </>
    );
  }

  return (
    <div className={styles.page}>
      <PageBanner
        title={t('search.title')}
        crumbs={[{ label: t('search.home'), href: '/' }, { label: t('search.title') }]}
        crumbsLabel={t('search.breadcrumb')}
      >
        <SearchBox key={keyword} keyword={keyword} onSearch={onSearch} />
      </PageBanner>
      <div className={styles.inner}>{content}</div>
    </div>
  );
};
