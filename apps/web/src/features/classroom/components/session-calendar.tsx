import type { ClassroomCard } from '@credo/contracts/classroom-booking';
import { Button, Segmented, Spin, Tooltip } from 'antd';
import dayjs from 'dayjs';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { AppLink } from '@/shared/ui/app-link';
import { useSchedule } from '../api/classroom-api';
import { byDay, dayKey, monthGrid, parseDay, shift, weekDays, weekStartOf, windowOf } from '../model/calendar-grid';
import type { CalendarMode } from '../model/filters';
import { sessionKey } from '../model/session-path';
import styles from './classroom.module.css';

type Props = {
  kind: number | undefined;
  filters: Record<string, unknown>;
  mode: CalendarMode;
  date: string | null;
  onMove: (patch: { cal?: CalendarMode; date?: string }) => void;
  hrefOf: (s: ClassroomCard) => string;
};

const EventChip = ({ s, href }: { s: ClassroomCard; href: string }) => {
  const { t } = useTranslation();
  const cls = `${styles.event} ${s.kind === 0 ? styles.eventOnsite : ''} ${s.seatsLeft === 0 && !s.ended ? styles.eventFull : ''}`;
  const label = `${dayjs(s.startAt).format('LT')} ${s.title}`;
  return (
    <Tooltip title={`${s.title} · ${s.kind === 1 ? t('classroom.method.online') : (s.city ?? '')} · ${s.sessionLanguageName}`}>
      <AppLink href={href} className={cls}>
        {label}
      </AppLink>
    </Tooltip>
  );
};

/** The calendar view: a month of whole weeks or one week, sessions on the days they cover. */
export const SessionCalendar = ({ kind, filters, mode, date, onMove, hrefOf }: Props) => {
  const { t, i18n } = useTranslation();
  // The anchor is today's date key when the address has none, so the memo sees a stable string.
  const anchorKey = date ?? dayKey(new Date());
  const anchor = parseDay(anchorKey);
  const weekStart = weekStartOf(i18n.language);
  const days = useMemo(() => {
    const at = parseDay(anchorKey);
    return mode === 'month' ? monthGrid(at, weekStart).flat() : weekDays(at, weekStart);
  }, [mode, anchorKey, weekStart]);
  const schedule = useSchedule(kind, filters, windowOf(days));
  const placed = useMemo(() => byDay(schedule.data?.rows ?? []), [schedule.data]);
  const title = mode === 'month' ? dayjs(anchor).format('MMMM YYYY') : `${dayjs(days[0].date).format('ll')} – ${dayjs(days[6].date).format('ll')}`;
  const move = (step: 1 | -1) => onMove({ date: dayKey(shift(anchor, mode, step)) });
  return (
    <section aria-label={t('classroom.view.calendar')}>
      <div className={styles.calHead}>
        <div>
          <Button onClick={() => move(-1)} aria-label={t('classroom.calendar.previous')}>
            {i18n.dir() === 'rtl' ? '›' : '‹'}
          </Button>{' '}
          <Button onClick={() => onMove({ date: dayKey(new Date()) })}>{t('classroom.calendar.today')}</Button>{' '}
          <Button onClick={() => move(1)} aria-label={t('classroom.calendar.next')}>
            {i18n.dir() === 'rtl' ? '‹' : '›'}
          </Button>
        </div>
        <h2 className={styles.calTitle} aria-live="polite">
          {title} {schedule.isFetching && <Spin size="small" />}
        </h2>
        <Segmented<CalendarMode>
          value={mode}
          onChange={(cal) => onMove({ cal })}
          options={[
            { value: 'month', label: t('classroom.calendar.month') },
            { value: 'week', label: t('classroom.calendar.week') },
          ]}
        />
      </div>
      <div className={`${styles.month} ${mode === 'week' ? styles.weekGrid : ''}`} role="grid" aria-label={title}>
        {days.slice(0, 7).map((d) => (
          <div key={`h${d.key}`} className={styles.weekday} role="columnheader">
            {dayjs(d.date).format('ddd')}
          </div>
        ))}
        {days.map((d) => (
          <div
            key={d.key}
            role="gridcell"
            data-day={d.key}
            className={`${styles.cell} ${mode === 'week' ? styles.weekCell : ''} ${d.inMonth ? '' : styles.outside} ${d.isToday ? styles.today : ''}`}
          >
            <span className={styles.dayNum}>{mode === 'week' ? dayjs(d.date).format('D MMM') : d.date.getDate()}</span>
            {(placed.get(d.key) ?? []).map((s) => (
              <EventChip key={sessionKey(s)} s={s} href={hrefOf(s)} />
            ))}
          </div>
        ))}
      </div>
      {schedule.isError && <p role="alert">{t('classroom.loadError')}</p>}
    </section>
  );
};
