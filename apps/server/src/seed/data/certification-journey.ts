import type { EnrolmentMode } from '@credo/contracts/certification-journey';

/**
 * How the demo certifications are enrolled (decision 0010), so the demo shows all three modes.
 * Unlisted groups are 'open': the general programme (associate, and professional whose
 * prerequisite is the associate by level) enrols at once; the e2e journey uses the associate.
 * Vendor programme: access-control associate waits for staff review, the expert needs an
 * invitation code.
 */
export const ENROLMENT_MODE_BY_GROUP: Readonly<Record<string, EnrolmentMode>> = {
  'vendor-access-associate': 'review',
  'vendor-expert': 'invitation',
};

export const enrolmentModeOf = (groupKey: string): EnrolmentMode => ENROLMENT_MODE_BY_GROUP[groupKey] ?? 'open';
