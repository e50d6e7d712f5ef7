import type { LearnerCertificate as Certificate } from '@credo/contracts/certification-journey';
import { CertificateCard } from './certificate-card';
import { MedalsBlock } from './medals-block';

export type LearnerCertificateProps = { certificate: Certificate; userId: number | null; renewing: boolean; onRenew: (certificateId: number) => void };

/** What only a learner holding this certification's certificate sees: the card and their medals (a chunk of its own, lazy-certificate.tsx). */
export const LearnerCertificate = ({ certificate, userId, renewing, onRenew }: LearnerCertificateProps) => (
  <>
    <CertificateCard certificate={certificate} renewing={renewing} onRenew={onRenew} />
    <MedalsBlock userId={userId} />
  </>
);
