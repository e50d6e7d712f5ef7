import { VideoType, type VideoTypeValue } from '@credo/contracts/enums-learning';
import { useTranslation } from 'react-i18next';
import { PageBanner } from '@/shared/ui/page-banner';
import styles from '../components/catalogue-list.module.css';
import { FilterBar } from '../components/filter-bar';
import { ListResults } from '../components/list-results';
import { readVideoFilters, videoListQuery, writeVideoFilters } from '../model/list-url';
import { useCatalogueListPage } from '../model/use-list-page';

const VIDEO_TYPES = [VideoType.TOPIC, VideoType.COURSE, VideoType.WEBINAR] as const;
const VIDEO_URL = { read: readVideoFilters, write: writeVideoFilters };

/**
 * /educational-video/list (commerce §2): the site's videos by keyword, product line, video type
 * (all 0, topic 1, course 2, webinar 3) and language, filters and page in the URL.
 */
export const VideoListPage = () => {
  const { t } = useTranslation();
  const { filters, data, go, clear, languageFilter, results } = useCatalogueListPage(VIDEO_URL, videoListQuery);
  const activeSelects = [filters.productLineId, filters.videoType, filters.language].filter(Boolean).length;
  const anyFilter = !!filters.keyword || activeSelects > 0;

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
          onClear={anyFilter ? clear : undefined}
          activeCount={activeSelects}
          fields={[
            {
              key: 'line',
              label: t('catalogue.productLine'),
              value: filters.productLineId ? String(filters.productLineId) : '',
              options: (data?.productLines ?? []).map((line) => ({ value: String(line.id), label: line.name })),
              onChange: (v) => go({ productLineId: v ? Number(v) : null }),
            },
            {
              key: 'videoType',
              label: t('catalogue.videoType'),
              value: filters.videoType ? String(filters.videoType) : '',
              options: VIDEO_TYPES.map((type) => ({ value: String(type), label: t(`catalogue.videoTypes.${type}`) })),
              onChange: (v) => go({ videoType: (v ? Number(v) : VideoType.ALL) as VideoTypeValue }),
            },
            languageFilter(t('catalogue.language')),
          ]}
        />
        <ListResults {...results} />
      </div>
    </div>
  );
};
