import type { PracticalExamCard } from '@credo/contracts/practical-training';
import { CARD_PAGE_SIZES } from '@credo/contracts/practical-training';
import { useQuery } from '@tanstack/react-query';
import { Button, Pagination, Skeleton, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { orThrow } from '@/shared/api/api-client';
import { usePageTitle } from '@/shared/site/page-title';
import { useSite } from '@/shared/site/site-context';
import { useVariantPath } from '@/shared/site/use-mobile-variant';
import { CalendarIcon } from '@/shared/ui/content-icons';
import { StatePanel } from '@/shared/ui/state-panel';
import { listPracticalExamCards } from '../api/practical-api';
import { PracticalBanner } from '../components/practical-banner';
import styles from '../components/practical.module.css';
import { formatWhen, placeOf } from '../model/format';

const Card = ({ card }: { card: PracticalExamCard }) => {
  const { t, i18n } = useTranslation();
  const variantPath = useVariantPath();
  return (
    <article className={styles.card} data-testid="practical-card">
      <div className={styles.row}>
        <Tag color={card.isCharge === '1' ? 'gold' : 'green'}>{card.isCharge === '1' ? t('practicalExam.list.paid') : t('practicalExam.list.free')}</Tag>
        <span className={styles.spacer} />
        <span className={styles.muted}>{card.seatsLeft > 0 ? t('practicalExam.list.seatsLeft', { count: card.seatsLeft }) : t('practicalExam.list.full')}</span>
      </div>
      <h2 className={styles.cardTitle}>{card.practicalExamName}</h2>
      <p className={styles.muted}>{card.certificationName}</p>
      <p className={styles.muted}>{formatWhen(card.startAt, i18n.language)}</p>
      <p className={styles.muted}>{placeOf(card, t('practicalExam.list.remote'))}</p>
      <Link to={variantPath(`/practical-exam/detail/${card.id}`)}>
        <Button block>{t('practicalExam.list.view')}</Button>
      </Link>
    </article>
  );
};

/** /practical-exam and its /mobile twin (cert §2, §7 listPracticalExamCard): the site's upcoming sessions as cards, 16/32/64/128 a page, in the address. */
export const PracticalExamListPage = () => {
  const { t } = useTranslation();
  const { siteInfo, languageId } = useSite();
  const [params, setParams] = useSearchParams();
  const pageNum = Math.max(1, Number(params.get('page')) || 1);
  const sizeParam = Number(params.get('size'));
  const pageSize = (CARD_PAGE_SIZES as readonly number[]).includes(sizeParam) ? sizeParam : CARD_PAGE_SIZES[0];
  usePageTitle(t('practicalExam.list.title'));
  const query = useQuery({
    queryKey: ['practicalExamCards', siteInfo.siteId, languageId, pageNum, pageSize],
    queryFn: async () => orThrow(await listPracticalExamCards(pageNum, pageSize)),
  });

  let body;
  if (query.isPending) body = <Skeleton active paragraph={{ rows: 6 }} />;
  else if (query.isError)
    body = (
      <StatePanel
        icon={<CalendarIcon size={30} />}
        tone="error"
        title={t('practicalExam.list.loadError')}
        actions={<Button onClick={() => void query.refetch()}>{t('practicalExam.retry')}</Button>}
      />
    );
  else if (query.data.rows.length === 0)
    body = <StatePanel icon={<CalendarIcon size={30} />} title={t('practicalExam.list.empty')} description={t('practicalExam.list.emptyHint')} />;
  else
    body = (
      <>
        <p className={styles.muted}>{t('practicalExam.list.total', { count: query.data.total })}</p>
        <div className={styles.grid}>
          {query.data.rows.map((card) => (
            <Card key={card.id} card={card} />
          ))}
        </div>
        <Pagination
          current={pageNum}
          pageSize={pageSize}
          total={query.data.total}
          pageSizeOptions={CARD_PAGE_SIZES.map(String)}
          showSizeChanger
          onChange={(page, size) => setParams({ page: String(size === pageSize ? page : 1), size: String(size) })}
        />
      </>
    );
  return (
    <div className={styles.page}>
      <PracticalBanner title={t('practicalExam.list.title')} subtitle={t('practicalExam.list.subtitle')} />
      <div className={styles.body}>{body}</div>
    </div>
  );
};
