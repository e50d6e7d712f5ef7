import { PATHS } from '@credo/contracts/constants';
import { NEWS_DEFAULT_PAGE_SIZE } from '@credo/contracts/news';
import { Button, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { Navigate, useParams } from 'react-router';
import { formatDate } from '@/shared/lib/format-date';
import { usePageTitle } from '@/shared/site/page-title';
import { useVariantPath } from '@/shared/site/use-mobile-variant';
import { AppLink } from '@/shared/ui/app-link';
import { CalendarIcon, ForwardArrowIcon, NewspaperIcon } from '@/shared/ui/content-icons';
import { BannerTitleSkeleton, PageBanner } from '@/shared/ui/page-banner';
import { StatePanel } from '@/shared/ui/state-panel';
import { useNewsDetail } from '../api/query-news-detail';
import { useNewsPage } from '../api/query-news-page';
import { MoreNews } from '../components/more-news';
import { NewsArticle } from '../components/news-article';
import styles from '../components/news-detail.module.css';
import { NewsNeighbours } from '../components/news-neighbours';
import { parseNewsId } from '../model/news-url';

/** /news/detail/{id} and its /mobile twin (cert §2). A malformed id is not found without asking the server. */
export const NewsDetailPage = () => {
  const id = parseNewsId(useParams().id);
  const variantPath = useVariantPath();
  if (id === null) return <Navigate to={variantPath(PATHS.notFound)} replace />;
  return <NewsDetail id={id} />;
};

const NewsDetail = ({ id }: { id: number }) => {
  const { t, i18n } = useTranslation();
  const { data: item, isPending, isError, isFetching, refetch } = useNewsDetail(id);
  usePageTitle(item?.title);
  const { data: latest } = useNewsPage(1, NEWS_DEFAULT_PAGE_SIZE);
  const crumbs = [{ label: t('news.home'), href: '/' }, { label: t('news.title'), href: '/news' }, { label: item?.title ?? t('news.article') }];

  if (isPending) {
    return (
      <div className={styles.page} aria-busy="true">
        <PageBanner crumbs={crumbs} crumbsLabel={t('news.breadcrumb')} title={<BannerTitleSkeleton label={t('common.loading')} />} />
        <div className={styles.layout}>
          <div className={styles.article}>
            <Skeleton active paragraph={{ rows: 2 }} title={false} />
            <div className={styles.coverSkeleton} />
            <Skeleton active paragraph={{ rows: 6 }} title={false} />
          </div>
        </div>
      </div>
    );
  }

  if (isError || !item) {
    return (
      <div className={styles.page}>
        <PageBanner crumbs={crumbs} crumbsLabel={t('news.breadcrumb')} title={t('news.title')} />
        <div className={styles.layout}>
          <div className={styles.article}>
            <StatePanel
              tone="error"
              icon={<NewspaperIcon size={32} />}
              title={t('news.detailError')}
              description={t('news.errorDescription')}
              actions={
                <>
                  <Button type="primary" onClick={() => void refetch()} loading={isFetching}>
                    {t('common.retry')}
                  </Button>
                  <AppLink href="/news" className={styles.textLink}>
                    {t('news.backToList')}
                  </AppLink>
                </>
              }
            />
          </div>
        </div>
      </div>
    );
  }

  return (
    <div className={styles.page}>
      <PageBanner
        crumbs={crumbs}
        crumbsLabel={t('news.breadcrumb')}
        title={item.title}
        titleId="news-title"
        subtitle={
          <time className={styles.published} dateTime={item.publishedAt}>
            <CalendarIcon size={16} />
            {formatDate(item.publishedAt, i18n.language, 'long')}
          </time>
        }
      />
      <div className={styles.layout}>
        <article className={styles.article} aria-labelledby="news-title">
          <NewsArticle item={item} />
          <NewsNeighbours previous={item.previous} next={item.next} />
          <AppLink href="/news" className={styles.back}>
            <ForwardArrowIcon size={15} className={styles.backArrow} />
            {t('news.backToList')}
          </AppLink>
        </article>
        {latest && <MoreNews items={latest.rows} currentId={item.id} />}
      </div>
    </div>
  );
};
