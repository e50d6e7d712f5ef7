import { z } from 'zod';

/**
 * The error-code catalogue of both spec documents, section 8
 * (certification-and-learning.md = "cert doc", commerce-and-catalogue.md = "commerce doc").
 *
 * Business errors answer HTTP 200 with one of these codes in the envelope (DESIGN.md, API
 * conventions). Unknown siteId or languageId are not separate codes: they answer 400.
 */
export const ErrorCode = {
  // Page and transport (cert doc §8 "Page and transport", commerce doc §8 "Known generic codes").
  VALIDATION_FAILED: 400,
  /**
   * Missing or expired session. Sent as HTTP 401; the client redirects to
   * /user/sso/login?target=… and shows no dialog (both documents, §6 and §8).
   */
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  INTERNAL_ERROR: 500,
  /** The client shows the server's own message for this code (cert doc §8). */
  OTHER_ERROR: 501,
  /** Ours (issue 13 item 9): the database cannot be reached right now; sent as HTTP 503, try again shortly. */
  SERVICE_UNAVAILABLE: 503,
  REMOTE_SERVICE_ERROR: 200001,

  // Exam (cert doc §8).
  EXAM_PAPER_FAILED: 30000,
  EXAM_SUBMIT_FAILED: 30001,
  /** "add user error" in the spec. */
  EXAM_START_FAILED: 30002,
  /** "update exam error" in the spec. */
  EXAM_RENEW_FAILED: 30003,

  // Enrolment (cert doc §8 "Enrolment", commerce doc §8).
  INVITATION_INCORRECT: 10000,
  INVITATION_EXPIRED: 10001,
  DUPLICATE_SUBMIT: 10002,
  CERTIFICATE_ALREADY_HELD: 10003,
  NAME_MISSING: 10004,
  INVITATION_INVALID: 10005,
  INVITATION_USED: 10006,
  INVITATION_EMAIL_MISMATCH: 10007,
  PRACTICAL_EXAM_FULL: 10008,
  PRACTICAL_EXAM_IN_PROGRESS: 10009,
  CERTIFICATE_NOT_EXPIRED: 10010,
  CANCEL_TOO_LATE: 10011,
  PRACTICAL_EXAM_INVITE_NOT_ALLOWED: 10012,
  ENROLMENT_EXPIRED: 10013,
  TRAINING_FULL: 10014,
  TRAINING_IN_PROGRESS: 10015,
  RE_ENROL_BEFORE_EXPIRY: 10016,
  ALREADY_ENROLLED_WITHOUT_INVITATION: 10017,
  /** Message names the site: `{site}` comes from the error context (codeValidWithSite). */
  INVITATION_WRONG_SITE: 10018,
  /** The chosen email-notification setting is still saved (commerce doc §8). */
  INVITATION_WRONG_REGION: 10019,
  TOO_FREQUENT: 10022,
  ALREADY_REGISTERED: 10024,
  /** No generic dialog: the client lists data.prerequisiteCertificationList instead. */
  PREREQUISITE_MISSING: 10026,
  APPLICATION_PENDING: 20036,
  SIGN_IN_BEFORE_CLASS: 20037,

  // Renew (cert doc §8 "Renew"). The spec gives these two errors NO number; 20038 and 20039
  // are ours, chosen right after the spec's last application code (20037). Range 20038-20039
  // is reserved for renew errors.
  RENEW_NO_MATCHING_CERTIFICATION: 20038,
  RENEW_TYPE_NOT_IN_COUNTRY: 20039,
  /**
   * Ours (cert §5 "Certificate download needs company info filled" gives no number): the
   * certificate PDF is refused until the learner's company is filled in.
   */
  COMPANY_INFO_REQUIRED: 20040,
} as const;

export type ErrorCodeName = keyof typeof ErrorCode;
export type ErrorCodeValue = (typeof ErrorCode)[ErrorCodeName];

/** Fallback text when neither the code nor the server gives a message (both documents, §8). */
export const SYSTEM_ERROR_MESSAGE = 'System Error';

/** Text of the general error page (cert doc §8 "Page"). */
export const PAGE_ERROR_MESSAGE = 'Sorry, there was an error on the page.';

/** The Tips dialog shown for business codes: title Tips, one Ok button, no cancel (§8). */
export const TIPS_DIALOG = { title: 'Tips', okText: 'Ok' } as const;

const EXAM_SUPPORT = 'Please email our support team with a screenshot of this page and the time it happened.';

/** English messages (the source language); other languages come from the i18n packs. */
export const errorMessages: Record<ErrorCodeValue, string> = {
  400: 'Data Anomaly: the request failed validation.',
  401: 'You need to log in first.',
  403: 'Request Method Anomaly: this request is forbidden.',
  404: 'The page does not exist.',
  500: 'The request failed. Please send us an email with a screenshot and the time it happened.',
  501: 'Other error.',
  503: 'The service is temporarily unavailable. Please try again in a moment.',
  200001: 'A remote (third-party) service anomaly occurred. Please try again later.',

  30000: `Failed to get the exam paper. ${EXAM_SUPPORT}`,
  30001: `Failed to submit your answers. ${EXAM_SUPPORT}`,
  30002: `Failed to start the exam. ${EXAM_SUPPORT}`,
  30003: `Failed to renew the exam. ${EXAM_SUPPORT}`,

  10000: 'The invitation letter is incorrect.',
  10001: 'The invitation has expired.',
  10002: 'Your request is being processed. Please do not submit it again.',
  10003: 'You already hold this certificate.',
  10004: 'Your name is missing. Please complete your personal information first.',
  10005: 'The invitation is invalid.',
  10006: 'The invitation has already been used.',
  10007: 'Please use the same email address the invitation was sent to.',
  10008: 'This practical exam is full.',
  10009: 'Please finish your current practical exam first.',
  10010: 'You cannot enrol again until your certificate expires.',
  10011: 'Enrolment cannot be cancelled within 24 hours before the training starts.',
  10012: 'Only approved or rejected trainees can be invited to a practical exam.',
  10013: 'The enrolment has expired.',
  10014: 'This training is full.',
  10015: 'Please finish your current training first.',
  10016: 'You cannot enrol again until your current enrolment expires.',
  10017: 'You have already enrolled without an invitation.',
  10018: 'This invitation code is only valid on the {site} site.',
  10019: 'Invalid invitation code. Please enrol in the right country or region.',
  10022: 'Too many requests. Please try again later.',
  10024: 'You have already registered.',
  10026: 'A prerequisite certification is missing.',
  20036: 'Your last application is still pending.',
  20037: 'Sign-in is not allowed before the class begins.',

  20038: 'No matching certification exists in the selected country.',
  20039: 'This certification type does not exist in the selected country.',
  20040: 'Please fill in your company information before downloading the certificate.',
};

/** Codes that raise no generic Tips dialog (both documents, §8). */
export const NO_GENERIC_DIALOG_CODES: readonly ErrorCodeValue[] = [ErrorCode.UNAUTHORIZED, ErrorCode.PREREQUISITE_MISSING];

/** Codes whose dialog shows the server message itself rather than the catalogue text (cert doc §8). */
export const SERVER_MESSAGE_CODES: readonly ErrorCodeValue[] = [ErrorCode.OTHER_ERROR];

const knownCodes = new Set<number>(Object.values(ErrorCode));

export const isErrorCode = (code: number): code is ErrorCodeValue => knownCodes.has(code);

/** Schema of a catalogue code, for response and OpenAPI descriptions. */
export const errorCodeSchema = z.enum(ErrorCode);

/**
 * Message for an envelope code: the catalogue message for a known code, then the server
 * message, then 'System Error' (both documents, §8). For 501 the server message comes first.
 */
export const messageFor = (code: number, serverMessage?: string): string => {
  const server = serverMessage?.trim() ? serverMessage : undefined;
  if (isErrorCode(code)) {
    if (SERVER_MESSAGE_CODES.includes(code) && server) return server;
    return errorMessages[code];
  }
  return server ?? SYSTEM_ERROR_MESSAGE;
};

/** Fills `{name}` placeholders, e.g. formatMessage(errorMessages[10018], { site: 'EU' }). */
export const formatMessage = (message: string, values: Record<string, string | number>): string =>
  message.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));

/** Success messages (cert doc §8 "Messages", commerce doc §8 "Success messages"). */
export const successMessages = {
  modifySuccessful: 'Modify successful',
  submitSuccessful: 'Submit successful',
  surveySubmitSuccessful: 'Thank you, your survey has been submitted.',
  enrolmentSubmitted: 'Enrolment submitted',
  invitationSuccess: 'Invitation accepted successfully',
  copied: 'Copied',
  cancelSuccess: 'Cancelled successfully',
  unenrolSuccess: 'Unenrolled successfully',
  switchLearningTypeSuccess: 'Learning type switched successfully',
} as const;
export type SuccessMessageKey = keyof typeof successMessages;

/** i18n key of the logout-during-exam dialog; it has only a back button (cert doc §2). */
export const LOGOUT_ON_EXAM_KEY = 'exam.logoutOnExam';

/** Warnings and notices (cert doc §2, §5, §6, §8; commerce doc §5, §8). */
export const warningMessages = {
  uploadFileType: 'Only jpeg, jpg or png images can be uploaded.',
  uploadFileSize: 'The image must be smaller than 5 MB.',
  uploadProofRequired: 'Please upload the payment proof.',
  avatarFileType: 'Only JPG or PNG images can be uploaded.',
  avatarFileSize: 'The image must be smaller than 200 KB.',
  logoutOnExam: 'You cannot log out during an exam.',
  loginRequired: 'You need to log in first.',
  invitationCodeRequired: 'Please enter the invitation code.',
  practicalExamMobileUnavailable: 'The practical exam is not available on mobile. Please log in to the web portal.',
  handsOnPracticeMobileUnavailable: 'Hands-on practice is not available on mobile. Please log in to the web portal.',
  examNotQualified: 'You are not qualified to take this exam.',
  noPermission: 'You do not have permission to view this page.',
} as const;
export type WarningMessageKey = keyof typeof warningMessages;
