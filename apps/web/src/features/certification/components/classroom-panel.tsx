import type { CertificationLearnerDetail, CertificationPublicDetail } from '@credo/contracts/certification-journey';
import { CertificationChildStatus, CertificationStatus } from '@credo/contracts/enums';
import { ClassroomKind, NotificationStatus } from '@credo/contracts/enums-learning';
import type { ClassroomSeatRow } from '@credo/contracts/training';
import { Alert, App, Button, Skeleton } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { openLoginTip } from '@/shared/dialogs/login-tip';
import { useClickLock } from '@/shared/lib/use-click-lock';
import { SessionFacts } from '@/shared/training/session-facts';
import { SessionSeatIcon } from '@/shared/training/session-icons';
import { StatePanel } from '@/shared/ui/state-panel';
import { cancelClassroom } from '../api/cancel-classroom';
import { enrolClassroom } from '../api/enrol-classroom';
import { useClassrooms } from '../api/query-classrooms';
import { canEnrol } from '../model/hints';
import { cancelClosedNote, classroomStateKey, holdsClassroomSeat, sessionClosedReason } from '../model/seat-rules';
import { PeopleIcon } from './certification-icons';
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
  const { message, modal } = App.useApp();
  const query = useClassrooms(certification.id, userId);
  const lock = useClickLock();
  const [busyId, setBusyId] = useState<number | null>(null);

  if (query.isPending) return <Skeleton active paragraph={{ rows: 4 }} />;
  if (query.isError) {
    return (
      <StatePanel
        tone="error"
        icon={<PeopleIcon size={32} />}
        title={t('certification.seats.loadError')}
        actions={<Button onClick={() => void query.refetch()} loading={query.isFetching}>{t('common.retry')}</Button>}
      />
    );
  }
  const rows = query.data.rows;
  if (rows.length === 0) {
    return <StatePanel icon={<PeopleIcon size={32} />} title={t('certification.classroom.empty')} description={t('certification.classroom.note')} />;
  }

  const approved = learner.enrolment?.state === 'approved';
  const holdsOther = (row: ClassroomSeatRow) => rows.some((other) => other.id !== row.id && holdsClassroomSeat(other) && Date.parse(other.endAt) > Date.now());
  const notify = learner.enrolment?.emailNotificationStatus ?? NotificationStatus.NOT_SUBSCRIBED;

  const act = (row: ClassroomSeatRow, action: () => Promise<void>) => {
    setBusyId(row.id);
    void lock.run(action).finally(() => setBusyId(null));
  };

  const enrol = (row: ClassroomSeatRow) => {
    if (!signedIn) {
      openLoginTip();
      return;
    }
    if (lock.isBusy()) return;
    act(row, async () => {
      const result = await enrolClassroom({ classroomId: row.id, emailNotificationStatus: notify });
      if (result.ok) void message.success(t('certification.seats.classroomEnrolled', { title: row.title }));
      else if (result.kind === 'transport') void message.error(t('certification.enrol.networkError'));
      // A refusal (full, started, another seat …) was told by the Tips dialog; the list on screen may be stale either way.
      if (result.ok || result.kind === 'business') onChanged();
    });
  };

  const cancel = (row: ClassroomSeatRow) => {
    modal.confirm({
      title: t('certification.seats.cancelTitle'),
      content: t('certification.seats.cancelClassroomText', { title: row.title }),
      okText: t('certification.seats.cancelConfirm'),
      okButtonProps: { danger: true },
      cancelText: t('certification.seats.keep'),
      centered: true,
      onOk: () =>
        lock.run(async () => {
          setBusyId(row.id);
          const result = await cancelClassroom(row.id);
          setBusyId(null);
          if (result.ok) void message.success(t('certification.seats.cancelled'));
          else if (result.kind === 'transport') void message.error(t('certification.enrol.networkError'));
          if (result.ok || result.kind === 'business') onChanged();
        }),
    });
  };

  const gate = signedIn && !approved ? (
    <Alert
      type="info"
      showIcon
      className={styles.gate}
      title={learner.childStatus === CertificationChildStatus.DISABLED ? t('certification.seats.classroomGatePending') : t('certification.seats.classroomGate')}
      action={
        learner.currentStatus === CertificationStatus.ENROL && canEnrol(learner.currentStatus, learner.childStatus) ? (
          <Button type="primary" onClick={onEnrolCertification}>{t('certification.enrol.button')}</Button>
        ) : undefined
      }
      data-testid="classroom-gate"
    />
  ) : null;

  return (
    <div className={styles.panel}>
      {gate}
      <ul className={styles.list} aria-label={t('certification.classroom.title')}>
        {rows.map((row) => (
          <ClassroomItem
            key={row.id}
            row={row}
            signedIn={signedIn}
            blocked={signedIn && (!approved || holdsOther(row))}
            blockedReason={signedIn && approved && holdsOther(row) ? t('certification.seats.classroomHoldsOther') : null}
            busy={busyId === row.id && lock.pending}
            locked={lock.locked || lock.pending}
            onEnrol={() => enrol(row)}
            onCancel={() => cancel(row)}
          />
        ))}
      </ul>
      <p className={styles.footnote}>{t('certification.seats.timesNote')}</p>
    </div>
  );
};

type ItemProps = {
  row: ClassroomSeatRow;
  signedIn: boolean;
  /** The learner cannot book this one now (no approved enrolment, or a seat elsewhere). */
  blocked: boolean;
  blockedReason: string | null;
  busy: boolean;
  locked: boolean;
  onEnrol: () => void;
  onCancel: () => void;
};

const ClassroomItem = ({ row, signedIn, blocked, blockedReason, busy, locked, onEnrol, onCancel }: ItemProps) => {
  const { t } = useTranslation();
  const online = row.kind === ClassroomKind.ONLINE;
  const state = classroomStateKey(row);
  const held = holdsClassroomSeat(row);
  const closed = sessionClosedReason(row);
  const titleId = `classroom-${row.id}-title`;
  return (
    <li className={styles.item} aria-labelledby={titleId} data-testid={`classroom-${row.id}`}>
      <div className={styles.itemHead}>
        <span className={styles.kind} data-kind={online ? 'online' : 'onsite'}>
          {t(online ? 'certification.seats.online' : 'certification.seats.onsite')}
        </span>
        {state && (
          <span className={styles.stateTag} data-state={`classroom-${state}`}>
            {t(`certification.seats.classroomState.${state}`)}
          </span>
        )}
      </div>
      <h4 id={titleId} className={styles.itemTitle} dir="auto">
        {row.title}
      </h4>
      <div className={styles.itemBody}>
        <SessionFacts startAt={row.startAt} endAt={row.endAt} city={row.city} countryCode={row.countryCode} online={online} trainerName={row.trainerName}>
          <SeatsLeft seats={row.seats} seatsLeft={row.seatsLeft} />
        </SessionFacts>
        <div className={styles.itemActions}>
          {held ? (
            row.cancellable && (
              <Button danger onClick={onCancel} loading={busy} aria-disabled={(locked && !busy) || undefined}>
                {t('certification.seats.cancel')}
              </Button>
            )
          ) : (
            closed !== 'ended' && (
              <Button
                type="primary"
                onClick={onEnrol}
                loading={busy}
                disabled={!row.enrollable || blocked}
                aria-disabled={(locked && !busy) || undefined}
              >
                {t('certification.seats.enrol')}
              </Button>
            )
          )}
        </div>
      </div>
      {cancelClosedNote(held, row.cancellable, row.startAt) && <p className={styles.note}>{t('certification.seats.cancelClosed')}</p>}
      {!held && closed && <p className={styles.note}>{t(`certification.seats.closed.${closed}`)}</p>}
      {!held && !closed && blockedReason && <p className={styles.note}>{blockedReason}</p>}
      {!held && !closed && !signedIn && <p className={styles.note}>{t('certification.seats.signIn')}</p>}
    </li>
  );
};

/** "3 of 12 seats left", or fully booked. */
export const SeatsLeft = ({ seats, seatsLeft }: { seats: number; seatsLeft: number }) => {
  const { t } = useTranslation();
  return (
    <li className={styles.seats} data-full={seatsLeft <= 0 || undefined}>
      <SessionSeatIcon className={styles.seatsIcon} />
      <span>{seatsLeft > 0 ? t('certification.seats.left', { left: seatsLeft, seats }) : t('certification.seats.full')}</span>
    </li>
  );
};
