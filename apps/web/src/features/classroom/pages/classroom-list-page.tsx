import type { CertificationTypeInfo } from '@credo/contracts/certification';
import type { ClassroomCard } from '@credo/contracts/classroom-booking';
import { PATHS } from '@credo/contracts/constants';
import { Pagination, Skeleton } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useParams, useSearchParams } from 'react-router';
import { api, orThrow } from '@/shared/api/api-client';
import { usePageTitle } from '@/shared/site/page-title';
import { useSite } from '@/shared/site/site-context';
import { useVariantPath } from '@/shared/site/use-mobile-variant';
import { CalendarIcon } from '@/shared/ui/content-icons';
import { StatePanel } from '@/shared/ui/state-panel';
import { useSessionPage } from '../api/classroom-api';
import styles from '../components/classroom.module.css';
import { FilterBar } from '../components/filter-bar';
import { SessionCalendar } from '../components/session-calendar';
import { SessionItem } from '../components/session-item';
import { filtersBody, parseQuery, sizesOf, toParams, withFilter, withView, type ClassroomQuery } from '../model/filters';
import { resolveListProgramme } from '../model/programme';
import { sessionKey, sessionPath } from '../model/session-path';

const useProgrammes = () => {
  const { siteInfo, languageId } = useSite();
  return useQuery({
    queryKey: ['classroomProgrammes', siteInfo.siteId, languageId],
    queryFn: async ({ signal }) =>
      orThrow(await api.post<CertificationTypeInfo[]>('/certification/getCertificationTypeInfo', {}, { silent: true, signal })) ?? [],
    staleTime: 10 * 60_000,
  });
};

/**
 * /classroom/{type}, the hubs' classroom pages and their /mobile twins (issue 17, cert §2): the
 * programme's upcoming sessions as a list, cards or a month/week calendar, with the filters and
 * page sizes of the spec, all in the address.
 */
export const ClassroomListPage = () => {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const { type } = useParams();
  const variantPath = useVariantPath();
  const [params, setParams] = useSearchParams();
  const q = parseQuery(params);
  const programmes = useProgrammes();
  const programme = resolveListProgramme(pathname, type, programmes.data ?? (programmes.isError ? [] : undefined));
  const kind = programme.state === 'found' ? programme.kind : undefined;
  const filters = { ...filtersBody(q) };
  const list = useSessionPage({ kind }, filters, q.page, q.size, programme.state === 'found' && q.view !== 'calendar');
  usePageTitle(t('classroom.title'));

  if (programme.state === 'notFound') return <Navigate to={variantPath(PATHS.notFound)} replace />;
  const go = (next: ClassroomQuery) => setParams(toParams(next));
  const hrefOf = (s: ClassroomCard) => variantPath(sessionPath(s));

  let body;
  if (programme.state === 'pending') body = <Skeleton active />;
  else if (q.view === 'calendar') {
    body = <SessionCalendar kind={kind} filters={filters} mode={q.cal} date={q.date} hrefOf={hrefOf} onMove={(patch) => go({ ...q, ...patch })} />;
  } else if (list.isPending) body = <Skeleton active />;
  else if (list.isError) body = <StatePanel icon={<CalendarIcon size={30} />} tone="error" title={t('classroom.loadError')} />;
  else if (list.data.total === 0) body = <StatePanel icon={<CalendarIcon size={30} />} title={t('classroom.empty')} description={t('classroom.emptyHint')} />;
  else {
    body = (
      <>
        <ul className={q.view === 'cards' ? styles.cards : styles.rows}>
          {list.data.rows.map((s) => (
            <SessionItem key={sessionKey(s)} s={s} href={hrefOf(s)} layout={q.view === 'cards' ? 'card' : 'row'} />
          ))}
        </ul>
        <div className={styles.pager}>
          <Pagination
            current={q.page}
            total={list.data.total}
            pageSize={q.size}
            showSizeChanger
            pageSizeOptions={sizesOf(q.view).map(String)}
            onChange={(page, size) => go({ ...q, page: size === q.size ? page : 1, size })}
          />
        </div>
      </>
    );
  }

  return (
    <main className={styles.page}>
      <h1 className={styles.heading}>
        {programme.state === 'found' && programme.title ? t('classroom.titleOf', { programme: programme.title }) : t('classroom.title')}
      </h1>
      <p className={styles.sub}>{t('classroom.intro')}</p>
      <FilterBar q={q} onFilter={(patch) => go(withFilter(q, patch))} onView={(view) => go(withView(q, view))} />
      {body}
    </main>
  );
};
