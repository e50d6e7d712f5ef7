import { and, asc, eq, gt, isNotNull } from 'drizzle-orm';
import { certifications, classrooms, invitations, practicalExams, seedRuns } from '../../db/schema/index';
import type { Tx } from '../insert';
import { LANG } from './languages';
import { TENANT } from './tenants';
import { DAY_MS } from '@credo/contracts/durations';

export const INVITATIONS_SEED = 'demo-invitations';
const YEARS_2 = 2 * 365 * DAY_MS;

type DemoCode = {
  code: string;
  kind: 'user' | 'sales';
  siteId: number;
  groupKey: string;
  maxUses: number;
  /** From the seed date. */
  expiresInMs: number;
  countryCodes?: string[];
  /**
   * Added after the first set: also inserted into a database whose first set was seeded already,
   * once (its own seed_runs row `demo-invitations:<code>`).
   */
  later?: true;
  /**
   * A classroom code (relation type 1, decision 0011): a seat in the first upcoming English
   * classroom of the site linked to the certification, else in any upcoming one with a certification
   * (the code then follows that classroom's certification). Skipped when the site has none.
   */
  classroom?: true;
  /**
   * A practical-exam code (relation type 2, decision 0011): a reserved place in the certification's
   * first upcoming English session on the site (data/practical-exams.ts seeds them first).
   */
  practicalExam?: true;
};

/** The demo invitation codes the README lists (main tenant, English releases). */
export const DEMO_INVITATIONS: DemoCode[] = [
  { code: 'WELCOME-CSA', kind: 'user', siteId: 1, groupKey: 'gen-associate', maxUses: 1000, expiresInMs: YEARS_2 },
  { code: 'SALES-VSA', kind: 'sales', siteId: 1, groupKey: 'vendor-video-associate', maxUses: 500, expiresInMs: YEARS_2 },
  // The professional level: 10026 (prerequisite list) until the learner holds the associate certificate.
  { code: 'SALES-PRO', kind: 'sales', siteId: 1, groupKey: 'gen-professional', maxUses: 500, expiresInMs: YEARS_2 },
  // Valid on the Europe site only: 10018 names it on every other site.
  { code: 'EU-ONLY', kind: 'user', siteId: 21, groupKey: 'gen-associate', maxUses: 200, expiresInMs: YEARS_2 },
  // Europe site, learners from Germany, Austria or Switzerland only: 10019 for others.
  { code: 'DACH-CSA', kind: 'user', siteId: 21, groupKey: 'gen-associate', maxUses: 200, expiresInMs: YEARS_2, countryCodes: ['DE', 'AT', 'CH'] },
  { code: 'EXPIRED-DEMO', kind: 'user', siteId: 1, groupKey: 'gen-associate', maxUses: 100, expiresInMs: -DAY_MS },
  // The invitation-mode expert certification (enrolment_mode 'invitation'): its courses open the
  // invitation-code dialog on Enrol. 10026 with the prerequisite list until the lower levels are held.
  { code: 'EXPERT-CCE', kind: 'user', siteId: 1, groupKey: 'vendor-expert', maxUses: 1000, expiresInMs: YEARS_2, later: true },
  // A seat in the live online associate class: enrols in the certification (if needed) and books the seat.
  { code: 'CLASSROOM-GSA', kind: 'user', siteId: 1, groupKey: 'gen-associate', maxUses: 200, expiresInMs: YEARS_2, later: true, classroom: true },
  // Staff's invitation to the professional practical exam: a place even when the session is full or a result was decided (10012).
  { code: 'PRACTICAL-GSP', kind: 'user', siteId: 1, groupKey: 'gen-professional', maxUses: 1000, expiresInMs: YEARS_2, later: true, practicalExam: true },
];

const claim = async (tx: Tx, name: string): Promise<boolean> =>
  (await tx.insert(seedRuns).values({ name }).onConflictDoNothing().returning({ name: seedRuns.name })).length > 0;

/** The classroom of a classroom code: the certification's first upcoming English one on the site, else any with a certification. */
async function upcomingClassroom(tx: Tx, siteId: number, certificationId: number, now: Date) {
  const upcoming = and(eq(classrooms.siteId, siteId), eq(classrooms.languageId, LANG.en), gt(classrooms.startAt, now));
  const pick = (where: ReturnType<typeof and>) => tx.select({ id: classrooms.id, certificationId: classrooms.certificationId })
    .from(classrooms).where(where).orderBy(asc(classrooms.startAt), asc(classrooms.id)).limit(1);
  const [own] = await pick(and(upcoming, eq(classrooms.certificationId, certificationId)));
  const [other] = own ? [own] : await pick(and(upcoming, isNotNull(classrooms.certificationId)));
  return other ? { id: other.id, certificationId: other.certificationId! } : null;
}

/** The session of a practical-exam code: the certification's first upcoming English one on the site. */
async function upcomingPracticalExam(tx: Tx, siteId: number, certificationId: number, now: Date) {
  const [row] = await tx.select({ id: practicalExams.id }).from(practicalExams)
    .where(and(eq(practicalExams.siteId, siteId), eq(practicalExams.languageId, LANG.en), eq(practicalExams.certificationId, certificationId),
      gt(practicalExams.startAt, now)))
    .orderBy(asc(practicalExams.startAt), asc(practicalExams.id)).limit(1);
  return row ?? null;
}

/**
 * Inserts the demo invitation codes under their own seed_runs row (like the exams), so a database
 * seeded before invitations existed gets them on the next start; a code added later (`later`)
 * has a row of its own as well, so a database seeded before it gets that code once. True when
 * something was inserted now.
 */
export async function seedInvitationsOnce(tx: Tx, now = new Date()): Promise<boolean> {
  const all = await claim(tx, INVITATIONS_SEED);
  const rows = [];
  for (const d of DEMO_INVITATIONS) {
    // Every code's own row is claimed, also on the first run, so a later start adds nothing twice.
    const own = d.later ? await claim(tx, `${INVITATIONS_SEED}:${d.code}`) : false;
    if (!all && !own) continue;
    const [cert] = await tx.select({ id: certifications.id }).from(certifications)
      .where(and(eq(certifications.groupKey, d.groupKey), eq(certifications.siteId, d.siteId), eq(certifications.languageId, LANG.en)))
      .limit(1);
    if (!cert) throw new Error(`Seed: no ${d.groupKey} certification on site ${d.siteId} for invitation ${d.code}`);
    const room = d.classroom ? await upcomingClassroom(tx, d.siteId, cert.id, now) : null;
    if (d.classroom && !room) continue;
    const session = d.practicalExam ? await upcomingPracticalExam(tx, d.siteId, cert.id, now) : null;
    if (d.practicalExam && !session) continue;
    rows.push({
      code: d.code, kind: d.kind, tenantId: TENANT.main, certificationId: room?.certificationId ?? cert.id, siteId: d.siteId,
      countryCodes: d.countryCodes ?? null, maxUses: d.maxUses, expiresAt: new Date(now.getTime() + d.expiresInMs),
      ...(room ? { relationType: 1, classroomId: room.id } : {}),
      ...(session ? { relationType: 2, practicalExamId: session.id } : {}),
    });
  }
  if (rows.length === 0) return false;
  await tx.insert(invitations).values(rows).onConflictDoNothing({ target: invitations.code });
  return true;
}
