import type { CertificationLearnerDetail, CertificationPublicDetail } from '@credo/contracts/certification-journey';
import { CertificationChildStatus, CertificationStatus } from '@credo/contracts/enums';
import { ClassroomKind, NotificationStatus } from '@credo/contracts/enums-learning';
import type { ClassroomSeatRow } from '@credo/contracts/training';
import { useTranslation } from 'react-i18next';
import { preloadOnIntent } from '@/shared/antd/lazy-with-antd';
import { openLoginTip } from '@/shared/dialogs/login-tip';
import { SessionFacts } from '@/shared/training/session-facts';
import { Alert } from '@/shared/ui/alert';
import { Button } from '@/shared/ui/button';
import { StatePanel } from '@/shared/ui/state-panel';
import { cancelClassroom } from '../api/cancel-classroom';
import { enrolClassroom } from '../api/enrol-classroom';
import { useClassrooms } from '../api/query-classrooms';
import { canEnrol } from '../model/hints';
import { classroomStateKey, holdsClassroomSeat, sessionClosedReason } from '../model/seat-rules';
import { useSeatActions } from '../model/use-seat-actions';
import { PeopleIcon } from './certification-icons';
import { LazyEnrolDialog } from './lazy-dialogs';
import { SeatCancelButton, SeatCard, SeatEnrolButton, SeatsLeft, SeatTag, type SeatItemProps } from './seat-card';
import { SeatPaymentTag, SeatPayButton } from './seat-payment';
import { SeatList, SeatListFallback } from './seat-list';
import styles from './seats.module.css';

type Props = {
  certification: CertificationPublicDetail;
  learner: CertificationLearnerDetail;
  signedIn: boolean;
  userId: number | null;
  /** Opens the certification's enrol dialog (a classroom seat needs an approved enrolment). */
  onEnrolCertification: () => void;
  /** Refetches the seat lists and the learner's detail. */
  onChanged: () => void;
};

/**
 * The Classroom tab (cert §2, §4, §5; decision 0011): the certification's instructor-led sessions
 * with the learner's seat, Enrol (visitors get the login tip; 1,000 ms click lock) and Cancel
 * (confirmed first; the server refuses within 24 hours of the start with 10011).
 */
export const ClassroomPanel = ({ certification, learner, signedIn, userId, onEnrolCertification, onChanged }: Props) => {
  const { t } = useTranslation();
  const query = useClassrooms(certification.id, userId);
  const seats = useSeatActions(onChanged);

  if (query.isPending || query.isError) return <SeatListFallback query={query} icon={<PeopleIcon size={32} />} skeletonRows={4} />;
  const rows = query.data.rows;
  if (rows.length === 0) {
    return <StatePanel icon={<PeopleIcon size={32} />} title={t('certification.classroom.empty')} description={t('certification.classroom.note')} />;
  }

  const approved = learner.enrolment?.state === 'approved';
  const holdsOther = (row: ClassroomSeatRow) => rows.some((other) => other.id !== row.id && holdsClassroomSeat(other) && Date.parse(other.endAt) > Date.now());
  const notify = learner.enrolment?.emailNotificationStatus ?? NotificationStatus.NOT_SUBSCRIBED;

  const enrol = (row: ClassroomSeatRow) => {
    if (!signedIn) {
      openLoginTip();
      return;
    }
    if (seats.isBusy()) return;
    seats.runFor(row.id, async () => {
      const result = await enrolClassroom({ classroomId: row.id, emailNotificationStatus: notify });
      seats.settle(result, t('certification.seats.classroomEnrolled', { title: row.title }));
    });
  };

  const cancel = (row: ClassroomSeatRow) =>
    seats.confirmCancel(row.id, t('certification.seats.cancelClassroomText', { title: row.title }), () => cancelClassroom(row.id));

  const gate =
    signedIn && !approved ? (
      <Alert
        type="info"
        showIcon
        className={styles.gate}
        title={
          learner.childStatus === CertificationChildStatus.DISABLED ? t('certification.seats.classroomGatePending') : t('certification.seats.classroomGate')
        }
        action={
          learner.currentStatus === CertificationStatus.ENROL && canEnrol(learner.currentStatus, learner.childStatus) ? (
            <Button variant="primary" onClick={onEnrolCertification} {...preloadOnIntent(LazyEnrolDialog)}>
              {t('certification.enrol.button')}
            </Button>
          ) : undefined
        }
        data-testid="classroom-gate"
      />
    ) : null;

  return (
    <div className={styles.panel}>
      {gate}
      {seats.dialog}
      <SeatList label={t('certification.classroom.title')}>
        {rows.map((row) => (
          <ClassroomItem
            key={row.id}
            row={row}
            signedIn={signedIn}
            blocked={signedIn && (!approved || holdsOther(row))}
            blockedReason={signedIn && approved && holdsOther(row) ? t('certification.seats.classroomHoldsOther') : null}
            busy={seats.busy(row.id)}
            locked={seats.locked}
            onEnrol={() => enrol(row)}
            onCancel={() => cancel(row)}
          />
        ))}
      </SeatList>
    </div>
  );
};

const ClassroomItem = ({ row, signedIn, blocked, blockedReason, busy, locked, onEnrol, onCancel }: SeatItemProps & { row: ClassroomSeatRow }) => {
  const { t } = useTranslation();
  const online = row.kind === ClassroomKind.ONLINE;
  const state = classroomStateKey(row);
  const held = holdsClassroomSeat(row);
  const closed = sessionClosedReason(row);
  // A paid classroom is bought through checkout (issue 16): Pay or Continue payment instead of Enrol.
  const paid = row.isCharge === '1';
  return (
    <SeatCard
      name={`classroom-${row.id}`}
      online={online}
      tags={
        <>
          {paid && <SeatTag state="paid">{t('certification.practical.paid')}</SeatTag>}
          {state && <SeatTag state={`classroom-${state}`}>{t(`certification.seats.classroomState.${state}`)}</SeatTag>}
          {paid && !held && <SeatPaymentTag order={row.order} />}
        </>
      }
      title={row.title}
      facts={
        <SessionFacts startAt={row.startAt} endAt={row.endAt} city={row.city} countryCode={row.countryCode} online={online} trainerName={row.trainerName}>
          <SeatsLeft seats={row.seats} seatsLeft={row.seatsLeft} />
        </SessionFacts>
      }
      actions={
        held
          ? row.cancellable && <SeatCancelButton busy={busy} locked={locked} onClick={onCancel} />
          : closed !== 'ended' &&
            (paid ? (
              <SeatPayButton relationType={1} relationId={row.id} order={row.order} disabled={!row.enrollable || blocked} locked={locked} />
            ) : (
              <SeatEnrolButton busy={busy} locked={locked} disabled={!row.enrollable || blocked} onClick={onEnrol} />
            ))
      }
      signedIn={signedIn}
      blockedReason={blockedReason}
      held={held}
      open={!held}
      session={row}
      closed={closed}
    />
  );
};
