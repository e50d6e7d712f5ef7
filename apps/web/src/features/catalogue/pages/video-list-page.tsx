import { VideoType, type VideoTypeValue } from '@credo/contracts/enums-learning';
import type { CatalogueList } from '@credo/contracts/catalogue';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageBanner } from '@/shared/ui/page-banner';
import { useCatalogueList } from '../api/query-catalogue-list';
import styles from '../components/catalogue-list.module.css';
import { FilterBar } from '../components/filter-bar';
import { ListResults } from '../components/list-results';
import { readVideoFilters, videoListQuery, writeVideoFilters, type VideoFilters } from '../model/list-url';
import { languageField, useClampPage, useListPageSize, useVisitorLanguage } from '../model/use-list-page';

const VIDEO_TYPES = [VideoType.TOPIC, VideoType.COURSE, VideoType.WEBINAR] as const;

/**
 * /educational-video/list (commerce §2): the site's videos by keyword, product line, video type
 * (all 0, topic 1, course 2, webinar 3) and language, filters and page in the URL.
 */
export const VideoListPage = () => {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const filters = readVideoFilters(params);
  const pageSize = useListPageSize();
  const [languages, setLanguages] = useState<CatalogueList['languages'] | undefined>(undefined);
  const visitorLanguage = useVisitorLanguage(languages);
  const { data, isPending, isPlaceholderData } = useCatalogueList(videoListQuery(filters, pageSize, visitorLanguage));

  if (data && data.languages !== languages && data.languages.length) setLanguages(data.languages);
  const go = useCallback(
    (next: Partial<VideoFilters>, replace = false) => {
      setParams((current) => writeVideoFilters(current, { ...readVideoFilters(current), page: 1, ...next }), { replace });
      if (!replace) window.scrollTo({ top: 0 });
    },
    [setParams],
  );
  const goToPage = useCallback((page: number) => go({ page }, true), [go]);
  useClampPage(data, isPlaceholderData, filters.page, pageSize, goToPage);
  const anyFilter = !!(filters.keyword || filters.productLineId || filters.videoType || filters.language);

  return (
    <div className={styles.page}>
      <PageBanner
        // The list banner codes (commerce §9) are per certification kind and speak of courses.
        title={t('catalogue.videoTitle')}
        subtitle={t('catalogue.videoSubtitle')}
        crumbs={[{ label: t('catalogue.home'), href: '/' }, { label: t('catalogue.videoTitle') }]}
        crumbsLabel={t('catalogue.breadcrumb')}
      />
      <div className={styles.inner}>
        <FilterBar
          keyword={filters.keyword}
          onKeyword={(keyword) => go({ keyword })}
          onClear={anyFilter ? () => setParams(writeVideoFilters(params, readVideoFilters(new URLSearchParams()))) : undefined}
          fields={[
            {
              key: 'line', label: t('catalogue.productLine'), value: filters.productLineId ? String(filters.productLineId) : '',
              options: (data?.productLines ?? []).map((line) => ({ value: String(line.id), label: line.name })),
              onChange: (v) => go({ productLineId: v ? Number(v) : null }),
            },
            {
              key: 'videoType', label: t('catalogue.videoType'), value: filters.videoType ? String(filters.videoType) : '',
              options: VIDEO_TYPES.map((type) => ({ value: String(type), label: t(`catalogue.videoTypes.${type}`) })),
              onChange: (v) => go({ videoType: (v ? Number(v) : VideoType.ALL) as VideoTypeValue }),
            },
            {
              key: 'language', label: t('catalogue.language'), value: languageField(filters.language, visitorLanguage).value,
              options: (data?.languages ?? []).map((l) => ({ value: l.languageComplete, label: l.languageComplete })),
              onChange: (v) => go({ language: languageField(filters.language, visitorLanguage).toUrl(v) }),
            },
          ]}
        />
        <ListResults
          data={data}
          pending={isPending}
          stale={isPlaceholderData}
          page={filters.page}
          pageSize={pageSize}
          keyword={filters.keyword}
          onPage={(page) => go({ page })}
        />
      </div>
    </div>
  );
};
