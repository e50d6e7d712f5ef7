import type { OrderInfo } from '@credo/contracts/checkout';
import { PROOF_REVIEW_DAYS, type ProofInfo } from '@credo/contracts/checkout-bank';
import { PATHS } from '@credo/contracts/constants';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@/shared/lib/format-date';
import { AppLink } from '@/shared/ui/app-link';
import { Button } from '@/shared/ui/button';
import { ProgressSteps } from './progress-steps';
import styles from './payment.module.css';
import review from './proof-review.module.css';

type Props = {
  order: OrderInfo;
  proof: ProofInfo | null;
  onBankDetails: () => void;
  /** Props that start loading the bank-transfer dialog when its button is approached (preloadOnIntent). */
  bankIntent?: object;
};

/**
 * A bank transfer whose proof was sent and waits for staff (pending): in place of the method
 * choice, the progress on "payment confirmed", that the seat is held meanwhile, and what happens
 * next. Nothing is left to choose or pay; the instructions and the sent proof stay one click away.
 */
export const ProofReviewPanel = ({ order, proof, onBankDetails, bankIntent }: Props) => {
  const { t, i18n } = useTranslation();
  const sentAt = proof?.submittedAt ? formatDate(new Date(proof.submittedAt).toISOString(), i18n.language, 'long') : null;
  const next = [t('payment.review.next.check', { days: PROOF_REVIEW_DAYS }), t('payment.review.next.confirmed'), t('payment.review.next.rejected')];
  return (
    <section className={styles.card} aria-labelledby="payment-review-heading" data-testid="payment-review">
      <h2 id="payment-review-heading" className={styles.cardTitle}>
        {t('payment.review.heading')}
      </h2>
      <ProgressSteps state={order.state} hasProof />
      <p className={review.lead} role="status">
        {t('payment.status.proofSent')}
      </p>
      <dl className={styles.bankDetails}>
        <div>
          <dt>{t('payment.review.seat')}</dt>
          <dd data-testid="payment-review-seat">
            <span className={review.held}>{t('payment.review.seatHeld')}</span>
          </dd>
        </div>
        {sentAt && (
          <div>
            <dt>{t('payment.review.sentOn')}</dt>
            <dd>
              <bdi>{sentAt}</bdi>
            </dd>
          </div>
        )}
        <div>
          <dt>{t('payment.bank.reference')}</dt>
          <dd>
            <bdi>{order.seqNo}</bdi>
          </dd>
        </div>
      </dl>
      <h3 className={review.nextTitle}>{t('payment.review.nextHeading')}</h3>
      <ol className={review.next}>
        {next.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ol>
      <div className={styles.actions}>
        <Button size="large" onClick={onBankDetails} {...bankIntent}>
          {t('payment.actions.bankDetails')}
        </Button>
        <AppLink href={PATHS.paymentReturn} className={review.link}>
          {t('payment.done.myLearning')}
        </AppLink>
      </div>
    </section>
  );
};
