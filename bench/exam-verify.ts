// The exam scenario's check, from the database rows bench/check-exam.ts read after the run: every
// learner's attempt recorded exactly once, submitted by the learner, every answer saved,
// scored as the learner's answers must score, the quiz's effects applied once, and both submits of
// each double click answered with that one record and score.
import type { RecordedAttempt } from './check-exam';
import type { ClassRun } from './exam-class';
import type { PreparedExam } from './prepare-exam';

/** Quiz pass mark (cert §9), as the bench's exam is created with it. */
const PASS_SCORE = 60;

export function verifyClass(exam: PreparedExam, run: ClassRun, recorded: RecordedAttempt[]): string[] {
  const problems: string[] = run.failures.map((f) => `unexpected answer: ${f}`);
  const byUser = new Map<number, RecordedAttempt[]>();
  for (const row of recorded) byUser.set(row.userId, [...(byUser.get(row.userId) ?? []), row]);
  if (recorded.length !== exam.learners.length) problems.push(`${recorded.length} attempts recorded for ${exam.learners.length} learners`);
  for (const { userId } of exam.learners) {
    const rows = byUser.get(userId) ?? [];
    if (rows.length !== 1) {
      problems.push(`learner ${userId}: ${rows.length} attempts recorded`);
      continue;
    }
    const [row] = rows;
    const expected = run.expectedScore.get(userId);
    const fail = (what: string) => problems.push(`learner ${userId}, attempt ${row.id}: ${what}`);
    if (!row.submitted || row.submittedBy !== 'learner') fail(`not submitted by the learner (${row.submittedBy})`);
    if (row.questions !== exam.paper) fail(`${row.questions} questions in the paper`);
    if (row.answered !== exam.paper) fail(`${row.answered} answers saved`);
    if (row.score === null || row.score !== Math.round((row.correct * 100) / exam.paper)) fail(`score ${row.score} for ${row.correct} right answers`);
    if (row.score !== expected) fail(`score ${row.score}, the learner's answers give ${expected}`);
    const passed = row.score !== null && row.score >= PASS_SCORE;
    if (row.result !== (passed ? '2' : '1')) fail(`result ${row.result} for score ${row.score}`);
    if (row.learningProcess !== (passed ? 3 : 2) || row.creditGrants !== (passed ? 1 : 0)) {
      fail(`learning process ${row.learningProcess} and ${row.creditGrants} credit grants after ${passed ? 'a pass' : 'a failure'}`);
    }
    const answers = run.submits.filter((s) => s.userId === userId);
    if (answers.length !== 2) fail(`${answers.length} of 2 submits answered`);
    for (const a of answers) {
      if (a.examRecordsId !== row.id || a.theoryExamScore !== row.score || a.examResult !== row.result) {
        fail(`a submit answered record ${a.examRecordsId}, score ${a.theoryExamScore}, result ${a.examResult}`);
      }
    }
  }
  return problems;
}
