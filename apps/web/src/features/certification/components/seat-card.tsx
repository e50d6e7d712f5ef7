import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SessionSeatIcon } from '@/shared/training/session-icons';
import { Button } from '@/shared/ui/button';
import { cancelClosedNote, type sessionClosedReason } from '../model/seat-rules';
import { preloadCancelConfirm } from '../model/use-seat-actions';
import styles from './seats.module.css';

/** What a seat list hands each of its cards (classrooms and practical-exam sessions alike). */
export type SeatItemProps = {
  signedIn: boolean;
  /** The learner cannot book this one now (the gate above the list, or a seat elsewhere). */
  blocked: boolean;
  blockedReason: string | null;
  /** This card's call is in flight. */
  busy: boolean;
  /** A call of the list is in flight or in its quiet second after it (useClickLock). */
  locked: boolean;
  onEnrol: () => void;
  onCancel: () => void;
};

type Props = {
  /** `classroom-51`, `practical-7`: the card's test id and the stem of its title's id. */
  name: string;
  online: boolean;
  /** The state tags after the online / on-site tag. */
  tags: ReactNode;
  title: string;
  /** The session's SessionFacts. */
  facts: ReactNode;
  /** Enrol or Cancel, or nothing. */
  actions: ReactNode;
  /** The mobile twin of the practical exam: no actions column and no notes about booking. */
  actionsHidden?: boolean;
  signedIn: boolean;
  blockedReason: string | null;
  /** The learner holds a seat here. */
  held: boolean;
  /** The learner may book here (again): the notes say why they cannot now. */
  open: boolean;
  session: { cancellable: boolean; startAt: string };
  /** Why the session itself cannot be booked (sessionClosedReason). */
  closed: ReturnType<typeof sessionClosedReason>;
  /** A reason that stands before the learner's own (a paid session): it replaces them. */
  notice?: string | null;
};

/** One session of the Classroom tab or the Exam tab's practical part, with its booking notes (cert §4, §5). */
export const SeatCard = ({
  name,
  online,
  tags,
  title,
  facts,
  actions,
  actionsHidden = false,
  signedIn,
  blockedReason,
  held,
  open,
  session,
  closed,
  notice,
}: Props) => {
  const { t } = useTranslation();
  const titleId = `${name}-title`;
  const why = open && !closed ? (notice ? [notice] : [blockedReason, !signedIn && t('certification.seats.signIn')]) : [];
  const notes = actionsHidden
    ? []
    : [
        cancelClosedNote(held, session.cancellable, session.startAt) && t('certification.seats.cancelClosed'),
        open && closed && t(`certification.seats.closed.${closed}`),
        ...why,
      ];
  return (
    <li className={styles.item} aria-labelledby={titleId} data-testid={name}>
      <div className={styles.itemHead}>
        <span className={styles.kind} data-kind={online ? 'online' : 'onsite'}>
          {t(online ? 'certification.seats.online' : 'certification.seats.onsite')}
        </span>
        {tags}
      </div>
      <h4 id={titleId} className={styles.itemTitle} dir="auto">
        {title}
      </h4>
      <div className={styles.itemBody}>
        {facts}
        {!actionsHidden && <div className={styles.itemActions}>{actions}</div>}
      </div>
      {notes.map(
        (text, index) =>
          text && (
            <p key={index} className={styles.note}>
              {text}
            </p>
          ),
      )}
    </li>
  );
};

/** A state tag of a card; `state` styles it (seats.module.css). */
export const SeatTag = ({ state, children }: { state: string; children: ReactNode }) => (
  <span className={styles.stateTag} data-state={state}>
    {children}
  </span>
);

type ButtonProps = Pick<SeatItemProps, 'busy' | 'locked'> & { onClick: () => void };

/** Cancel of a held seat; the panel confirms it first. */
export const SeatCancelButton = ({ busy, locked, onClick }: ButtonProps) => {
  const { t } = useTranslation();
  return (
    <Button
      danger
      onClick={onClick}
      onPointerEnter={preloadCancelConfirm}
      onFocus={preloadCancelConfirm}
      loading={busy}
      aria-disabled={(locked && !busy) || undefined}
    >
      {t('certification.seats.cancel')}
    </Button>
  );
};

/** Enrol in a session; while another call of the list is locked it stays clickable-looking but aria-disabled. */
export const SeatEnrolButton = ({ busy, locked, disabled, onClick, onIntent }: ButtonProps & { disabled: boolean; onIntent?: () => void }) => {
  const { t } = useTranslation();
  return (
    <Button
      variant="primary"
      onClick={onClick}
      onPointerEnter={onIntent}
      onFocus={onIntent}
      loading={busy}
      disabled={disabled}
      aria-disabled={(locked && !busy) || undefined}
    >
      {t('certification.seats.enrol')}
    </Button>
  );
};

/** "Seats left: 3 of 12", or fully booked. */
export const SeatsLeft = ({ seats, seatsLeft }: { seats: number; seatsLeft: number }) => {
  const { t } = useTranslation();
  return (
    <li className={styles.seats} data-full={seatsLeft <= 0 || undefined}>
      <SessionSeatIcon className={styles.seatsIcon} />
      <span>{seatsLeft > 0 ? t('certification.seats.left', { left: seatsLeft, seats }) : t('certification.seats.full')}</span>
    </li>
  );
};
