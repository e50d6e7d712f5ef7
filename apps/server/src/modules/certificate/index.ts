// The certificate module's face (issue 15): what other modules may call. Services and types only.
export {
  certificatesOfGroups,
  cycleCertificateOf,
  groupCertificateOf,
  latestApplicationOf,
  renewableCertificateOf,
  submitApplication,
  type ApplicationRow,
  type CertificateRow,
  type HeldCertificate,
} from './certificate-facts.service';
export { validCertificatesOfUsers, type ValidCertificate } from './company-certificates.service';
export { decideApplication, revokeCertificate } from './certificate-decisions.service';
export { listApplicationsOfTenant } from './certificate-queue.service';
export { verifyCertificate } from './certificate.service';
export { certificateExportOf } from './certificate-learner-rows';
export { myCertificates } from './certificate.service';
export { holdersOfValidCertificateType } from './certificate-holders.service';
