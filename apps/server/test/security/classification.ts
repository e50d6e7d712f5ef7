/**
 * Which operations need a session is DERIVED (a visitor sending a valid request gets HTTP 401);
 * this file states the RULE the derivation must agree with, and lists only the operations that
 * break the rule on purpose. A new operation that breaks the rule fails the matrix until someone
 * decides here which side it is on: a forgotten `signedIn` under /api/user cannot slip through,
 * and neither can a signed-in-only call added elsewhere without anyone noticing.
 */
import type { Operation } from './operations';

/** The rule: everything under these prefixes is for signed-in users (staff calls: staff only). */
const SESSION_PREFIXES = ['/api/user/', '/api/staff/'];

/** Under /api/user, yet a visitor must reach them: the sign-in flow itself and the signature hand-off that signs in. */
export const PUBLIC_BY_DESIGN = new Set([
  '/api/user/sso/login',
  '/api/user/sso/callback',
  '/api/user/sso/logout',
  '/api/user/sso/oneHikIdSign/verify',
  // The payment page shows the order's amounts, the bank accounts and the countdown to a visitor
  // too (commerce §6: paying asks to log in); a visitor's verify and quote carry no order.
  '/api/user/pay/registration/verify',
  '/api/user/pay/registration/getPayOrderInfo',
  '/api/user/pay/registration/getBankTransferInfo',
  '/api/user/pay/registration/getServerTime',
]);

/**
 * Outside /api/user, yet signed-in only: the spec puts the learner's learning and exam calls under
 * /api/certification. Matched by prefix so a new exam call is classified with its siblings.
 */
export const SESSION_OUTSIDE_USER = [
  '/api/certification/exam/',
  '/api/certification/skillLearn/',
  '/api/certification/evaluate/',
  '/api/certification/release/course/power/check',
  '/api/certification/release/course/reload',
  '/api/certification/certificationRelease/switchLearningType',
  // Join us as a trainer (issue 21 item 2): the applicant's context and submission; the verification image is public.
  '/api/certification/trainer/application/',
];

/** Outside /api/staff, yet staff only: the trainer screen's check-in code (cert §7 names the path). */
export const STAFF_OUTSIDE_STAFF = new Set(['/api/certification/classroom/qr/detail']);

/** What the rule expects of an operation: 'session' (a visitor gets 401) or 'public'. */
export function expectedScope(op: Operation): 'session' | 'public' {
  if (PUBLIC_BY_DESIGN.has(op.path)) return 'public';
  if (STAFF_OUTSIDE_STAFF.has(op.path)) return 'session';
  if (SESSION_OUTSIDE_USER.some((p) => op.path.startsWith(p))) return 'session';
  return SESSION_PREFIXES.some((p) => op.path.startsWith(p)) ? 'session' : 'public';
}

export const isStaffOperation = (op: Operation) => op.path.startsWith('/api/staff/') || STAFF_OUTSIDE_STAFF.has(op.path);

/** Operations that end the caller's session or account: each gets a caller of its own, and runs last. */
export const endsSession = (op: Operation) => /\/(logout|account\/delete)$/.test(op.path);

/** The CSRF rule of platform/session.ts applies to every method but GET, HEAD and OPTIONS. */
export const isStateChanging = (op: Operation) => !['GET', 'HEAD', 'OPTIONS'].includes(op.method);
