import { and, asc, eq, isNotNull } from 'drizzle-orm';
import { classrooms, releaseCourses, seedRuns, surveyQuestions, surveys } from '../../db/schema/index';
import type { Tx } from '../insert';
import { langCodeOf } from './languages';

/**
 * Post-course and post-classroom surveys (issue 18; cert §3): on every site and language, one
 * about the first certification course and one about the first classroom. Their own seed_runs
 * row, so a database seeded before surveys existed gets them on the next start.
 */
export const SURVEYS_SEED = 'demo-surveys';

type Texts = { course: string; classroom: string; description: string; q1: string; o1: string[]; q2: string; o2: string[]; q3: string };
const EN: Texts = {
  course: 'Course feedback',
  classroom: 'Classroom feedback',
  description: 'Three short questions help us improve this training. It takes about a minute.',
  q1: 'How would you rate this training overall?',
  o1: ['Excellent', 'Good', 'Fair', 'Poor'],
  q2: 'Which parts helped you most?',
  o2: ['Videos', 'Quizzes', 'Trainer', 'Materials'],
  q3: 'What should we improve?',
};
const AR: Texts = {
  course: 'تقييم الدورة',
  classroom: 'تقييم الفصل الدراسي',
  description: 'ثلاثة أسئلة قصيرة تساعدنا على تحسين هذا التدريب. يستغرق ذلك دقيقة تقريبًا.',
  q1: 'كيف تقيّم هذا التدريب بشكل عام؟',
  o1: ['ممتاز', 'جيد', 'مقبول', 'ضعيف'],
  q2: 'ما الأجزاء التي ساعدتك أكثر؟',
  o2: ['الفيديوهات', 'الاختبارات القصيرة', 'المدرّب', 'المواد'],
  q3: 'ما الذي يجب أن نحسّنه؟',
};

/** The three questions: single choice (required), multiple choice, free text (cert §9 types 0, 1, 2). */
const questionsOf = (t: Texts, surveyId: number) => [
  { surveyId, content: t.q1, type: 0, required: '1', options: t.o1, sort: 1 },
  { surveyId, content: t.q2, type: 1, required: '0', options: t.o2, sort: 2 },
  { surveyId, content: t.q3, type: 2, required: '0', options: [], sort: 3 },
];

export async function seedSurveysOnce(tx: Tx): Promise<boolean> {
  const claimed = await tx.insert(seedRuns).values({ name: SURVEYS_SEED }).onConflictDoNothing().returning({ name: seedRuns.name });
  if (claimed.length === 0) return false;
  const courses = await tx
    .select({ id: releaseCourses.id, siteId: releaseCourses.siteId, languageId: releaseCourses.languageId })
    .from(releaseCourses)
    .where(and(eq(releaseCourses.courseType, 0), isNotNull(releaseCourses.certificationId)))
    .orderBy(asc(releaseCourses.sort), asc(releaseCourses.id));
  const rooms = await tx
    .select({ id: classrooms.id, siteId: classrooms.siteId, languageId: classrooms.languageId })
    .from(classrooms)
    .where(isNotNull(classrooms.certificationId))
    .orderBy(asc(classrooms.startAt), asc(classrooms.id));
  const firstPer = <R extends { siteId: number; languageId: number }>(rows: R[]) => {
    const seen = new Map<string, R>();
    for (const r of rows) if (!seen.has(`${r.siteId}:${r.languageId}`)) seen.set(`${r.siteId}:${r.languageId}`, r);
    return [...seen.values()];
  };
  const wanted = [...firstPer(courses).map((r) => ({ ...r, relationType: 0 })), ...firstPer(rooms).map((r) => ({ ...r, relationType: 1 }))];
  for (const w of wanted) {
    const t = langCodeOf(w.languageId) === 'ar' ? AR : EN;
    const [survey] = await tx
      .insert(surveys)
      .values({
        siteId: w.siteId,
        languageId: w.languageId,
        surveyName: w.relationType === 0 ? t.course : t.classroom,
        description: t.description,
        relationType: w.relationType,
        relationId: w.id,
      })
      .returning({ id: surveys.id });
    await tx.insert(surveyQuestions).values(questionsOf(t, survey.id));
  }
  return true;
}
