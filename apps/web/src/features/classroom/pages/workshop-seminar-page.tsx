import { Pagination, Segmented, Skeleton } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { api, orThrow } from '@/shared/api/api-client';
import { usePageTitle } from '@/shared/site/page-title';
import { useSite } from '@/shared/site/site-context';
import { useVariantPath } from '@/shared/site/use-mobile-variant';
import { CalendarIcon } from '@/shared/ui/content-icons';
import { StatePanel } from '@/shared/ui/state-panel';
import { useSessionPage } from '../api/classroom-api';
import styles from '../components/classroom.module.css';
import { SessionItem } from '../components/session-item';
import { sessionKey, sessionPath } from '../model/session-path';
import { parseQuery, sizesOf, toParams, withView, type ListView } from '../model/filters';

const EVENT_TYPES = ['all', '0', '1', '2'] as const;

/**
 * /workshop-seminar/list (issue 17, cert §2 and §9 event types seminar 0, workshop 1, webinar 2):
 * non-certification events as a list or cards, filtered by event type; shown only where the site
 * opens them (site/openNonCertificationOrNot).
 */
export const WorkshopSeminarPage = () => {
  const { t } = useTranslation();
  const { siteInfo } = useSite();
  const variantPath = useVariantPath();
  const [params, setParams] = useSearchParams();
  const q = parseQuery(params);
  const rawEvent = params.get('event');
  const eventType = rawEvent === '0' || rawEvent === '1' || rawEvent === '2' ? Number(rawEvent) : undefined;
  const open = useQuery({
    queryKey: ['classroomEventsOpen', siteInfo.siteId],
    queryFn: async ({ signal }) => orThrow(await api.get<number>('/site/openNonCertificationOrNot', {}, { silent: true, signal })),
  });
  const list = useSessionPage({ events: true, eventType }, {}, q.page, q.size, open.data === 1);
  usePageTitle(t('classroom.events.title'));

  const go = (next: URLSearchParams) => setParams(next);
  const withEvent = (value: string) => {
    const next = toParams({ ...q, page: 1 });
    if (value !== 'all') next.set('event', value);
    go(next);
  };
  const keepEvent = (p: URLSearchParams) => {
    if (eventType !== undefined) p.set('event', String(eventType));
    return p;
  };

  let body;
  if (open.isPending || (open.data === 1 && list.isPending)) body = <Skeleton active />;
  else if (open.data !== 1) body = <StatePanel icon={<CalendarIcon size={30} />} title={t('classroom.events.closed')} />;
  else if (list.isError) body = <StatePanel icon={<CalendarIcon size={30} />} tone="error" title={t('classroom.loadError')} />;
  else if (!list.data || list.data.total === 0) body = <StatePanel icon={<CalendarIcon size={30} />} title={t('classroom.empty')} />;
  else {
    body = (
      <>
        <ul className={q.view === 'cards' ? styles.cards : styles.rows}>
          {list.data.rows.map((s) => (
            <SessionItem key={sessionKey(s)} s={s} href={variantPath(sessionPath(s))} layout={q.view === 'cards' ? 'card' : 'row'} />
          ))}
        </ul>
        <div className={styles.pager}>
          <Pagination
            current={q.page}
            total={list.data.total}
            pageSize={q.size}
            showSizeChanger
            pageSizeOptions={sizesOf(q.view).map(String)}
            onChange={(page, size) => go(keepEvent(toParams({ ...q, page: size === q.size ? page : 1, size })))}
          />
        </div>
      </>
    );
  }

  return (
    <main className={styles.page}>
      <h1 className={styles.heading}>{t('classroom.events.title')}</h1>
      <p className={styles.sub}>{t('classroom.events.intro')}</p>
      <div className={styles.toolbar}>
        <Segmented
          aria-label={t('classroom.events.filter')}
          value={eventType === undefined ? 'all' : String(eventType)}
          onChange={(v) => withEvent(String(v))}
          options={EVENT_TYPES.map((v) => ({ value: v, label: v === 'all' ? t('classroom.filter.any') : t(`classroom.eventType.${v}`) }))}
        />
        <Segmented<ListView>
          aria-label={t('classroom.view.label')}
          value={q.view === 'calendar' ? 'list' : q.view}
          onChange={(view) => go(keepEvent(toParams(withView(q, view))))}
          options={[
            { value: 'list', label: t('classroom.view.list') },
            { value: 'cards', label: t('classroom.view.cards') },
          ]}
        />
      </div>
      {body}
    </main>
  );
};
