import { and, asc, eq } from 'drizzle-orm';
import { certifications, classrooms, practicalExamTasks, seedRuns, trainers } from '../../db/schema/index';
import type { Tx } from '../insert';
import { langCodeOf, type LangCode } from './languages';
import { HOUR_MS } from '@credo/contracts/durations';

export const PRACTICAL_TRAINING_SEED = 'demo-practical-training';
export const LIVE_WORKSHOP = 'Workshop: camera installation (check-in demo)';

/** The practical task's lines (cert §3 taskContent), in the certification's language where written; English stands in for the rest. */
const TASK: Partial<Record<LangCode, string>> & { en: string } = {
  en: [
    'Mount a network camera on the test wall and aim it at the marked area.',
    'Connect the camera to the recorder over PoE and add it on the recorder.',
    'Set motion detection on the marked area and trigger one alarm.',
    'Record the whole task in one video (about 10 minutes) and submit it below.',
  ].join('\n'),
  ar: [
    'ثبّت كاميرا شبكية على جدار الاختبار ووجّهها نحو المنطقة المحددة.',
    'صِل الكاميرا بالمسجّل عبر PoE وأضفها إلى المسجّل.',
    'فعّل كشف الحركة في المنطقة المحددة وأطلق إنذارًا واحدًا.',
    'سجّل المهمة كاملة في فيديو واحد (نحو 10 دقائق) وأرسله أدناه.',
  ].join('\n'),
};

/**
 * Issue 17: the practical task of every certification with a practical exam (shown, recording
 * needed; its own seed_runs row), and a workshop two days after seeding to book and check in
 * to by QR (the trainer screen at /training/qr/{id} for staff). The workshop is written whenever it is missing (the home seed's
 * classrooms may be rebuilt without it). True when anything was inserted now.
 */
export async function seedPracticalTrainingOnce(tx: Tx, now = new Date()): Promise<boolean> {
  const claimed = await tx.insert(seedRuns).values({ name: PRACTICAL_TRAINING_SEED }).onConflictDoNothing().returning({ name: seedRuns.name });
  if (claimed.length > 0) {
    const certs = await tx
      .select({ id: certifications.id, languageId: certifications.languageId })
      .from(certifications)
      .where(eq(certifications.hasPracticalExam, true));
    if (certs.length > 0) {
      await tx
        .insert(practicalExamTasks)
        .values(certs.map((c) => ({ certificationId: c.id, showTask: 1, needRecord: 1, taskContent: TASK[langCodeOf(c.languageId)] ?? TASK.en })))
        .onConflictDoNothing();
    }
  }
  return (await seedLiveWorkshop(tx, now)) || claimed.length > 0;
}

async function seedLiveWorkshop(tx: Tx, now: Date): Promise<boolean> {
  const [existing] = await tx.select({ id: classrooms.id }).from(classrooms).where(eq(classrooms.title, LIVE_WORKSHOP)).limit(1);
  if (existing) return false;
  // In two days, so it can be booked; check in at /training/check-in once it runs.
  const startAt = new Date(now.getTime() + 48 * HOUR_MS);
  // Led by one of the site's trainers, as every listed session is (the home page names the trainer).
  const [trainer] = await tx
    .select({ id: trainers.id })
    .from(trainers)
    .where(and(eq(trainers.siteId, 1), eq(trainers.languageId, 1)))
    .orderBy(asc(trainers.id))
    .limit(1);
  await tx
    .insert(classrooms)
    .values({
      siteId: 1,
      languageId: 1,
      title: LIVE_WORKSHOP,
      kind: 0,
      certificationId: null,
      startAt,
      endAt: new Date(startAt.getTime() + 10 * HOUR_MS),
      city: 'London',
      countryCode: 'GB',
      seats: 30,
      trainerId: trainer?.id ?? null,
    })
    .returning({ id: classrooms.id });
  return true;
}
