import { kindNameSlug } from '@credo/contracts/certification';
import type { CertificationKindValue } from '@credo/contracts/enums-site';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useParams } from 'react-router';
import { BannerSubtitleSkeleton, BannerTitleSkeleton, PageBanner } from '@/shared/ui/page-banner';
import styles from '../components/catalogue-list.module.css';
import { FilterBar } from '../components/filter-bar';
import { ListResults } from '../components/list-results';
import { courseListQuery, fixedKind, readCourseFilters, writeCourseFilters } from '../model/list-url';
import { useCatalogueListPage } from '../model/use-list-page';

/** The route starts the list's first call with this module (app/routes.tsx). */
export { prefetchCourseList } from '../api/prefetch-course-list';

const COURSE_URL = { read: readCourseFilters, write: writeCourseFilters };

/**
 * The course list of one certification programme (commerce §2): /online-video-courses/{kind name},
 * /general-security-certification/online-video-courses and /hikvision-security-certification/online-video-courses,
 * each with its /mobile twin. Filters and page live in the URL, so a filtered list can be shared and reloaded.
 * Its route starts the list's first call as this module arrives (prefetchCourseList asks for the
 * query this page asks for on its first render).
 */
export const CourseListPage = () => {
  const { t } = useTranslation();
  const { type: slug } = useParams();
  const { pathname } = useLocation();
  // On /online-video-courses/{kind name} the kind is known once the answer lists the programmes.
  const [slugKind, setSlugKind] = useState<CertificationKindValue>(0);
  const kind = fixedKind(pathname) ?? slugKind;
  const { filters, data, go, clear, languageFilter, results } = useCatalogueListPage(COURSE_URL, (f, pageSize, visitorLanguage) =>
    courseListQuery(f, kind, pageSize, visitorLanguage),
  );
  const programme = data?.certificationTypes.find((type) => (slug ? kindNameSlug(type.name) === slug : type.kind === kind));
  if (slug && programme && programme.kind !== slugKind) setSlugKind(programme.kind);

  const types = data?.certificationTypes.filter((type) => type.kind === kind) ?? [];
  const typeIds = new Set(types.map((type) => type.id));
  const subTypes = (data?.subTypes ?? []).filter((sub) => (filters.typeId ? sub.typeId === filters.typeId : typeIds.has(sub.typeId)));
  const activeSelects = [filters.typeId, filters.subtypeId, filters.requirement !== null, filters.language, filters.version].filter(Boolean).length;
  const anyFilter = !!filters.keyword || activeSelects > 0;
  const title = programme?.title ?? t('catalogue.courseTitle');

  return (
    <div className={styles.page}>
      <PageBanner
        // The banner's texts are content (the list's answer brings them): until then their places are
        // kept, two lines of title on phones, where a programme's title wraps, and one of subtitle
        // (issue 19: the fallback's one-line title gave way to two lines, a layout shift of 0.03).
        title={data ? data.banner?.title || title : <BannerTitleSkeleton label={t('common.loading')} twoLinesOnPhone />}
        subtitle={data ? data.banner?.description || t('catalogue.courseSubtitle') : <BannerSubtitleSkeleton />}
        // Home / programme / Online video courses; without a known programme (an unknown slug, a
        // failed call) the programme level would repeat the last one, so it is left out.
        crumbs={[{ label: t('catalogue.home'), href: '/' }, ...(programme ? [{ label: programme.title }] : []), { label: t('catalogue.courseTitle') }]}
        crumbsLabel={t('catalogue.breadcrumb')}
      />
      <div className={styles.inner}>
        <FilterBar
          keyword={filters.keyword}
          onKeyword={(keyword) => go({ keyword })}
          onClear={anyFilter ? clear : undefined}
          activeCount={activeSelects}
          fields={[
            {
              key: 'type',
              label: t('catalogue.certificationType'),
              value: filters.typeId ? String(filters.typeId) : '',
              options: types.map((type) => ({ value: String(type.id), label: type.title })),
              onChange: (v) => go({ typeId: v ? Number(v) : null, subtypeId: null }),
            },
            {
              key: 'subtype',
              label: t('catalogue.subType'),
              value: filters.subtypeId ? String(filters.subtypeId) : '',
              options: subTypes.map((sub) => ({ value: String(sub.id), label: sub.name })),
              onChange: (v) => go({ subtypeId: v ? Number(v) : null }),
            },
            {
              key: 'requirement',
              label: t('catalogue.requirement'),
              value: filters.requirement === null ? '' : String(filters.requirement),
              options: [
                { value: '1', label: t('catalogue.compulsory') },
                { value: '0', label: t('catalogue.elective') },
              ],
              onChange: (v) => go({ requirement: v === '0' || v === '1' ? (Number(v) as 0 | 1) : null }),
            },
            languageFilter(t('catalogue.language')),
            {
              key: 'version',
              label: t('catalogue.version'),
              value: filters.version,
              options: (data?.versionLabels ?? []).map((v) => ({ value: v, label: v })),
              onChange: (v) => go({ version: v }),
            },
          ]}
        />
        <ListResults {...results} />
      </div>
    </div>
  );
};
