import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { leanStatement } from '../../db/lean-statement';
import { param, preparedPer } from '../../db/prepared-per';
import { examPaperQuestions } from '../../db/schema/index';
import type { SavedInOpenPaper, SaveToWrite } from './exam.repo';

/* The saves of a batch in one statement (save-batch.ts, decision 0044): exam.repo's save statement, set-wise. */

/**
 * exam.repo's `saveInOpenPaper` for several saves in one statement (one implicit transaction):
 * each answer is written only where its own save would write it alone, with the same checks (the
 * attempt is its learner's, on its site, not submitted, not past its own `notBefore`; the question
 * is the attempt's, with at least `need` options, `count` letters only for multiple choice), its
 * own `now` as answered_at. The attempts are read FOR SHARE as the single statement reads its one:
 * saves never wait for each other, a submit (FOR UPDATE) waits for the batch, and a batch that
 * meets a submit's lock waits for it and then finds that attempt submitted and writes nothing for
 * its saves.
 *
 * Answers one entry per save, in the order given: what its single statement would answer, null
 * where nothing was written. No two saves may name the same question of the same attempt (an
 * UPDATE … FROM changes a row once, whichever source row it meets first): the caller leaves the
 * second to a later statement. The rows are sent in question id order, so two batches that share
 * questions update (and lock) them in the same order and do not deadlock on them.
 */
export async function saveManyInOpenPapers(db: Db, saves: readonly SaveToWrite[]): Promise<(SavedInOpenPaper | null)[]> {
  const order = saves.map((_, i) => i).sort((a, b) => saves[a].questionId - saves[b].questionId || a - b);
  const ints = (of: (w: SaveToWrite) => number) => `{${order.map((i) => of(saves[i])).join(',')}}`;
  const times = (of: (w: SaveToWrite) => Date) => `{${order.map((i) => `"${of(saves[i]).toISOString()}"`).join(',')}}`;
  const rows = await preparedSaveMany(db).execute({
    paperIds: ints((w) => w.paperId),
    userIds: ints((w) => w.userId),
    siteIds: ints((w) => w.siteId),
    questionIds: ints((w) => w.questionId),
    needs: ints((w) => w.need),
    counts: ints((w) => w.count),
    notBefores: times((w) => w.notBefore),
    nows: times((w) => w.now),
    answers: JSON.stringify(order.map((i) => saves[i].answer)),
  });
  const answered: (SavedInOpenPaper | null)[] = saves.map(() => null);
  // Columns in the statement's order (returning below): the row's place in `order` (1-based), the question's type, the deadline.
  for (const row of rows) answered[order[Number(row[0]) - 1]] = { questionType: Number(row[1]), deadlineAt: new Date(row[2] as string | Date) };
  return answered;
}

/**
 * The batch's statement, built once per database handle: the saves as parallel arrays (one
 * parameter each, so the text is the same for every batch size and goes by its name), joined to
 * their attempts FOR SHARE; the answers as one JSON array, the k-th save's at index k - 1.
 */
const SAVE_MANY_STATEMENT = 'exam_save_answers';
function buildSaveMany(db: Db) {
  const s = sql`(select i.k::int as k, i.question_id, i.paper_id, i.need, i.letters, i.at, p.deadline_at,
        ${param('answers')}::jsonb -> (i.k::int - 1) as answer
      from unnest(${param('paperIds')}::int[], ${param('userIds')}::int[], ${param('siteIds')}::int[], ${param('questionIds')}::int[],
          ${param('needs')}::int[], ${param('counts')}::int[], ${param('notBefores')}::timestamptz[], ${param('nows')}::timestamptz[])
        with ordinality as i(paper_id, user_id, site_id, question_id, need, letters, not_before, at, k)
      join exam_papers p on p.id = i.paper_id and p.user_id = i.user_id and p.site_id = i.site_id
        and p.submitted_at is null and p.deadline_at >= i.not_before
      for share of p) as s`;
  return db
    .update(examPaperQuestions)
    .set({ userAnswer: sql`s.answer`, answeredAt: sql`s.at` })
    .from(s)
    .where(
      sql`${examPaperQuestions.id} = s.question_id and ${examPaperQuestions.paperId} = s.paper_id
        and jsonb_array_length(${examPaperQuestions.options}) >= s.need and (${examPaperQuestions.questionType} = 2 or s.letters <= 1)`,
    )
    .returning({ k: sql<number | string>`s.k`, questionType: examPaperQuestions.questionType, deadlineAt: sql<Date | string>`s.deadline_at` })
    .prepare(SAVE_MANY_STATEMENT);
}
/** Named, and lean on PostgreSQL (decision 0043), as the single save's statement; PGlite runs it through drizzle. */
const preparedSaveMany = preparedPer((db) => leanStatement(db, SAVE_MANY_STATEMENT, buildSaveMany(db)));
