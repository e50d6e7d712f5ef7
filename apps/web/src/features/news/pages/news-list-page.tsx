import { NEWS_PAGE_SIZES, isNewsPageSize } from '@credo/contracts/news';
import { Button, Pagination } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useMobileVariant } from '@/shared/site/use-mobile-variant';
import { NewspaperIcon } from '@/shared/ui/content-icons';
import { PageBanner } from '@/shared/ui/page-banner';
import { StatePanel } from '@/shared/ui/state-panel';
import { useNewsPage } from '../api/query-news-page';
import { NewsCard } from '../components/news-card';
import styles from '../components/news-list.module.css';
import { NewsListSkeleton } from '../components/news-list-skeleton';
import { readNewsParams, writeNewsParams, type NewsListParams } from '../model/news-url';

/**
 * /news and /mobile/news (cert §2): the site's published news in its language, newest first,
 * page and page size in the URL (?page=2&size=20) so a page can be shared and reloaded.
 */
export const NewsListPage = () => {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const { page, size } = readNewsParams(params);
  const mobile = useMobileVariant();
  const { data, isPending, isError, isPlaceholderData, isFetching, refetch } = useNewsPage(page, size);

  const go = (next: NewsListParams) => {
    setParams(writeNewsParams(params, next));
    window.scrollTo({ top: 0 });
  };

  // A link to a page past the end (news were removed since) lands on the last page instead.
  const lastPage = data ? Math.max(1, Math.ceil(data.total / size)) : 1;
  const pastTheEnd = !!data && !isPlaceholderData && data.rows.length === 0 && data.total > 0;
  useEffect(() => {
    if (pastTheEnd) setParams(writeNewsParams(params, { page: lastPage, size }), { replace: true });
  }, [pastTheEnd, lastPage, size, params, setParams]);

  let content;
  if (isPending) {
    content = <NewsListSkeleton />;
  } else if (isError && !data) {
    content = (
      <StatePanel
        tone="error"
        icon={<NewspaperIcon size={32} />}
        title={t('news.error')}
        description={t('news.errorDescription')}
        actions={
          <Button type="primary" onClick={() => void refetch()} loading={isFetching}>
            {t('common.retry')}
          </Button>
        }
      />
    );
  } else if (!data || data.total === 0) {
    content = <StatePanel icon={<NewspaperIcon size={32} />} title={t('news.empty')} description={t('news.emptyDescription')} />;
  } else {
    const from = (page - 1) * size + 1;
    const to = from + data.rows.length - 1;
    content = (
      <>
        {data.rows.length > 0 && (
          <p className={styles.toolbar} aria-live="polite">
            {t('news.showing', { from, to, total: data.total })}
          </p>
        )}
        <ul className={`${styles.grid} ${isPlaceholderData ? styles.stale : ''}`} aria-busy={isPlaceholderData || undefined}>
          {data.rows.map((item, index) => (
            <NewsCard key={item.id} item={item} variant={index === 0 ? 'featured' : 'grid'} newest={page === 1 && index === 0} />
          ))}
        </ul>
        {data.total > NEWS_PAGE_SIZES[0] && (
          <nav className={styles.pagination} aria-label={t('news.pagination')}>
            <Pagination
              align="center"
              current={Math.min(page, lastPage)}
              pageSize={size}
              total={data.total}
              simple={mobile}
              showSizeChanger={!mobile}
              pageSizeOptions={NEWS_PAGE_SIZES.map(String)}
              onChange={(nextPage, nextSize) => go({ page: nextSize === size ? nextPage : 1, size: isNewsPageSize(nextSize) ? nextSize : size })}
            />
          </nav>
        )}
      </>
    );
  }

  return (
    <div className={styles.page}>
      <PageBanner
        title={t('news.title')}
        subtitle={t('news.subtitle')}
        crumbs={[{ label: t('news.home'), href: '/' }, { label: t('news.title') }]}
        crumbsLabel={t('news.breadcrumb')}
      />
      <div className={styles.inner}>{content}</div>
    </div>
  );
};
