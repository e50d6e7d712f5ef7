import { Segmented, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { countryName } from '@/shared/training/session-format';
import { useRegions } from '../api/classroom-api';
import type { ClassroomQuery, ListView } from '../model/filters';
import styles from './classroom.module.css';

type Props = {
  q: ClassroomQuery;
  onFilter: (patch: Partial<Pick<ClassroomQuery, 'method' | 'country' | 'lang' | 'type'>>) => void;
  onView: (view: ListView) => void;
  /** The workshop-seminar list has no training type and no calendar. */
  events?: boolean;
};

const ANY = 'any';
const fromSelect = (v: string): number | null => (v === ANY ? null : Number(v));

/** Training method, country, session language and training type (cert §2), and the view switch. */
export const FilterBar = ({ q, onFilter, onView, events = false }: Props) => {
  const { t, i18n } = useTranslation();
  const regions = useRegions(events);
  const any = { value: ANY, label: t('classroom.filter.any') };
  return (
    <div className={styles.toolbar}>
      {!events && (
        <div className={styles.filters} role="group" aria-label={t('classroom.filter.label')}>
          <Select
            className={styles.filter}
            aria-label={t('classroom.filter.method')}
            value={q.method === null ? ANY : String(q.method)}
            onChange={(v) => onFilter({ method: fromSelect(v) as 0 | 1 | null })}
            options={[
              { value: ANY, label: t('classroom.filter.anyMethod') },
              { value: '0', label: t('classroom.method.onsite') },
              { value: '1', label: t('classroom.method.online') },
            ]}
          />
          <Select
            className={styles.filter}
            aria-label={t('classroom.filter.country')}
            data-testid="filter-country"
            value={q.country ?? ANY}
            onChange={(v) => onFilter({ country: v === ANY ? null : v })}
            options={[
              { value: ANY, label: t('classroom.filter.anyCountry') },
              ...(regions.data?.countries ?? []).map((c) => ({ value: c.code, label: countryName(c.code, i18n.language) ?? c.code })),
            ]}
          />
          <Select
            className={styles.filter}
            aria-label={t('classroom.filter.language')}
            data-testid="filter-language"
            value={q.lang === null ? ANY : String(q.lang)}
            onChange={(v) => onFilter({ lang: fromSelect(v) })}
            options={[
              { value: ANY, label: t('classroom.filter.anyLanguage') },
              ...(regions.data?.languages ?? []).map((l) => ({ value: String(l.id), label: l.name })),
            ]}
          />
          <Select
            className={styles.filter}
            aria-label={t('classroom.filter.trainingType')}
            value={q.type === null ? ANY : String(q.type)}
            onChange={(v) => onFilter({ type: fromSelect(v) as 0 | 1 | null })}
            options={[any, { value: '0', label: t('classroom.trainingType.both') }, { value: '1', label: t('classroom.trainingType.practical') }]}
          />
        </div>
      )}
      <Segmented<ListView>
        aria-label={t('classroom.view.label')}
        value={q.view}
        onChange={onView}
        options={[
          { value: 'list', label: t('classroom.view.list') },
          { value: 'cards', label: t('classroom.view.cards') },
          ...(events ? [] : [{ value: 'calendar' as const, label: t('classroom.view.calendar') }]),
        ]}
      />
    </div>
  );
};
