import type { LearnerOrder, TrainingSeat } from '@credo/contracts/my-learning';
import { useTranslation } from 'react-i18next';
import { useOrders, useTraining } from '../api/my-learning-api';
import { formatMoney } from '../model/tabs';
import { Empty, Loading, LoadError, PageLink, useDate } from './panel-states';
import styles from './my-learning.module.css';

const SEAT_TONE: Partial<Record<TrainingSeat['state'], string>> = {
  booked: styles.good,
  attended: styles.good,
  waitlisted: styles.warn,
  absent: styles.bad,
  cancelled: styles.bad,
  rejected: styles.bad,
};

/** A seat's links: the pages of the classroom and practical-exam work (reschedule, detail with cancel, calendar). */
const SeatCard = ({ seat }: { seat: TrainingSeat }) => {
  const { t } = useTranslation();
  const { dateTime } = useDate();
  const detail = seat.type === 'classroom' ? `/classroom/detail/${seat.sessionId}` : `/practical-exam/detail/${seat.sessionId}`;
  const reschedule = `/classroom/reschedule/${seat.sessionId}?certificationId=${seat.certificationId ?? ''}${seat.type === 'practicalExam' ? '&type=practicalExam' : ''}`;
  return (
    <article className={styles.card} data-testid="training-seat">
      <div className={styles.cardHead}>
        <h3 className={styles.cardTitle}>{seat.title}</h3>
        <span className={`${styles.badge} ${SEAT_TONE[seat.state] ?? ''}`}>{t(`myLearning.seat.${seat.state}`)}</span>
      </div>
      <p className={styles.muted}>
        {dateTime(seat.startAt)} – {dateTime(seat.endAt)}
        {seat.kind === 1 ? ` · ${t('myLearning.seat.online')}` : seat.city ? ` · ${seat.city}` : ''}
      </p>
      <div className={styles.actions}>
        <PageLink to={detail}>{t('myLearning.seat.details')}</PageLink>
        {seat.changeable && seat.certificationId !== null && <PageLink to={reschedule}>{t('myLearning.seat.reschedule')}</PageLink>}
        {seat.changeable && <PageLink to={detail}>{t('myLearning.seat.cancel')}</PageLink>}
        {seat.changeable && seat.type === 'classroom' && (
          <a className={styles.linkButton} href={`/api/user/registration/calendar.ics?classroomId=${seat.sessionId}`} download>
            {t('myLearning.seat.calendar')}
          </a>
        )}
      </div>
    </article>
  );
};

const ORDER_TONE: Record<number, string> = { 0: styles.warn, 1: styles.warn, 2: styles.good, 3: styles.bad, 4: styles.bad, 5: styles.bad };

const OrderCard = ({ order }: { order: LearnerOrder }) => {
  const { t } = useTranslation();
  const { dateTime, locale } = useDate();
  const open = order.state === 0 || order.state === 1;
  return (
    <article className={styles.card} data-testid="order">
      <div className={styles.cardHead}>
        <h3 className={styles.cardTitle}>{order.goods}</h3>
        <span className={`${styles.badge} ${ORDER_TONE[order.state] ?? ''}`}>{t(`myLearning.orders.state${order.state}`)}</span>
      </div>
      <dl className={styles.fields}>
        <dt>{t('myLearning.orders.amount')}</dt>
        <dd dir="ltr" style={{ textAlign: 'start' }}>
          {formatMoney(order.totalMinor, order.currencyCode, locale)}
        </dd>
        <dt>{t('myLearning.orders.placed')}</dt>
        <dd>{dateTime(order.placedAt)}</dd>
        <dt>{t('myLearning.orders.number')}</dt>
        <dd dir="ltr" style={{ textAlign: 'start' }}>
          {order.seqNo}
        </dd>
        <dt>{t('myLearning.orders.method')}</dt>
        <dd>{t(order.payType === 1 ? 'myLearning.orders.bankTransfer' : 'myLearning.orders.card')}</dd>
      </dl>
      <div className={styles.actions}>
        {order.state === 2 && (
          // The invoice PDF of a paid order (checkout's download; getInvoice answers its address).
          <a className={styles.linkButton} href={`/api/user/invoice/pdf/${encodeURIComponent(order.seqNo)}`} download>
            {t('myLearning.orders.invoice')}
          </a>
        )}
        {open && (
          <PageLink primary to={`/payment?relationId=${order.relationId}&relationType=${order.relationType}`}>
            {t('myLearning.orders.continue')}
          </PageLink>
        )}
      </div>
    </article>
  );
};

const Orders = () => {
  const { t } = useTranslation();
  const query = useOrders();
  if (query.isPending) return <Loading />;
  if (query.isError) return <LoadError retry={() => void query.refetch()} />;
  if (query.data.orders.length === 0) return <Empty title={t('myLearning.orders.empty')} hint={t('myLearning.orders.emptyHint')} />;
  return (
    <div className={styles.panel}>
      {query.data.orders.map((o) => (
        <OrderCard key={o.seqNo} order={o} />
      ))}
    </div>
  );
};

const Seats = ({ type }: { type: TrainingSeat['type'] }) => {
  const { t } = useTranslation();
  const query = useTraining();
  if (query.isPending) return <Loading />;
  if (query.isError) return <LoadError retry={() => void query.refetch()} />;
  const seats = query.data.seats.filter((s) => s.type === type);
  if (seats.length === 0) {
    return type === 'classroom' ? (
      <Empty title={t('myLearning.seat.emptyClassroom')} hint={t('myLearning.seat.emptyClassroomHint')} to="/" action={t('myLearning.credits.browse')} />
    ) : (
      <Empty
        title={t('myLearning.seat.emptyPractical')}
        hint={t('myLearning.seat.emptyPracticalHint')}
        to="/practical-exam"
        action={t('myLearning.seat.findPractical')}
      />
    );
  }
  return (
    <div className={styles.panel}>
      {seats.map((s) => (
        <SeatCard key={`${s.state === 'waitlisted' ? 'w' : 's'}${s.id}`} seat={s} />
      ))}
    </div>
  );
};

/** Tab 1: classroom seats (sub-tab 0), practical exams (1) and orders (2, where checkout returns to). */
export const TrainingPanel = ({ subTab }: { subTab: number }) => {
  if (subTab === 2) return <Orders />;
  return <Seats type={subTab === 1 ? 'practicalExam' : 'classroom'} />;
};
