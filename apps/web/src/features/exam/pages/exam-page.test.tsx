import type { ExamAnswerDetails, ExamContent, ExamEntry, ExamResult, QuestionHis } from '@credo/contracts/exam';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { isInExam, setInExam } from '@/shared/session/in-exam';
import { callsTo, envelope, ok, serveApi, testSiteInfo, type Handler } from '@/test/fixtures';
import { renderWithSite } from '@/test/render-with-site';
import { LocationProbe } from '@/test/location-probe';
import { ExamPage } from './exam-page';

const ENTRY = '/api/certification/exam/entry';
const CONTENT = '/api/certification/exam/getContent';
const SAVE = '/api/certification/exam/saveAnswer';
const SUBMIT = '/api/certification/exam/submitAnswer';
const RESULT = '/api/certification/exam/getExamResult';
const DETAILS = '/api/certification/exam/getExamAnswerDetails';

const question = (id: number, questionType: 1 | 2 | 4, checkedId: QuestionHis['checkedId'] = null): QuestionHis => ({
  questionHisRefId: id,
  questionRefId: id,
  questionType,
  content: `Question text ${id}`,
  checkedId,
  paperHisRefId: 50,
  hisOptionList:
    questionType === 4
      ? [
          { optionNo: 'A', content: 'True' },
          { optionNo: 'B', content: 'False' },
        ]
      : [
          { optionNo: 'A', content: `Opt ${id}A` },
          { optionNo: 'B', content: `Opt ${id}B` },
          { optionNo: 'C', content: `Opt ${id}C` },
        ],
});

/** By default an attempt is open (the paper resumes); the start screen and the latest result have their own tests. */
const entry = (overrides: Partial<ExamEntry> = {}): ExamEntry => ({
  entryStatus: '1',
  reason: null,
  reasonCode: null,
  reasonParams: null,
  examId: 9,
  examNums: 0,
  maxExamNums: null,
  inProgress: true,
  exam: { examName: 'Video basics: quiz', questionCount: 3, durationSeconds: 600, totalPoints: 100, passScore: 60 },
  ...overrides,
});
const content = (overrides: Partial<ExamContent> = {}): ExamContent => ({
  examId: 9,
  examName: 'Video basics: quiz',
  examType: 1,
  relationType: 1,
  relationId: 2,
  paperHisRefId: 50,
  countDown: 600,
  deadline: new Date(Date.now() + 600_000).toISOString(),
  questionHisList: [question(1, 1, 'B'), question(2, 2, ['A', 'C']), question(3, 4)],
  viewAnswerDetails: '1',
  viewAnswer: '1',
  viewPaperAnalusis: '1',
  ...overrides,
});
const result = (overrides: Partial<ExamResult> = {}): ExamResult => ({
  examId: 9,
  ifStatusChecked: '1',
  examNums: 1,
  maxExamNums: null,
  passStatus: 0,
  examRecordsId: 77,
  theoryExamScore: 40,
  examResult: '1',
  isNeedReminder: '0',
  inProgress: false,
  viewAnswerDetails: '1',
  viewAnswer: '1',
  viewPaperAnalusis: '1',
  submittedAt: '2026-03-12T14:03:00Z',
  attemptNumber: 1,
  passedBefore: false,
  ...overrides,
});
/** No attempt finished yet: the not-qualified dialog has nothing to show instead. */
const noResult = result({
  ifStatusChecked: '0',
  examRecordsId: null,
  theoryExamScore: null,
  examResult: null,
  passStatus: 2,
  submittedAt: null,
  attemptNumber: null,
});
const submitted = { theoryExamScore: 40, examRecordsId: 77, examResult: '1', passStatus: 0, progressReset: false };

const renderExam = (path = '/exam?relationId=2&relationType=1&courseType=0') =>
  renderWithSite(
    <>
      <Routes>
        <Route path="/exam" element={<ExamPage />} />
        <Route path="*" element={null} />
      </Routes>
      <LocationProbe />
    </>,
    { path },
  );

const serve = (handlers: Record<string, Handler>) => {
  const fetchMock = serveApi(testSiteInfo(), {
    [ENTRY]: () => ok(entry()),
    [CONTENT]: () => ok(content()),
    [SAVE]: ({ body }) => ok({ questionHisId: (body as { questionHisId: number }).questionHisId, checkedId: null, countDown: 500 }),
    [SUBMIT]: () => ok(submitted),
    [RESULT]: () => ok(result()),
    ...handlers,
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
};

beforeEach(() => setInExam(false));
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('exam page', () => {
  it('shows the not-qualified dialog with the reason and goes back to the course (cert §4)', async () => {
    const fetchMock = serve({
      [ENTRY]: () => ok(entry({ entryStatus: '0', reason: 'Finish every chapter of the course first.' })),
      [RESULT]: () => ok(noResult),
    });
    renderExam();
    const dialog = await screen.findByRole('dialog', { name: 'You cannot take this exam yet' });
    expect(within(dialog).getByText('Finish every chapter of the course first.')).toBeTruthy();
    expect(callsTo(fetchMock, CONTENT)).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Back to the course' }));
    expect(screen.getByTestId('location').textContent).toBe('/course/detail/2?courseType=0');
  });

  it("goes back to the certification for a theory exam, with the translated reason of the server's code", async () => {
    serve({
      [ENTRY]: () => ok(entry({ entryStatus: '0', reason: 'server text', reasonCode: 'creditsMissing', reasonParams: { required: 12, earned: 7 } })),
      [RESULT]: () => ok(noResult),
    });
    renderExam('/exam?relationId=5&relationType=0');
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('You need 12 credits before the exam (you have 7).')).toBeTruthy();
    expect(within(dialog).queryByText('server text')).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Back to the certification' }));
    expect(screen.getByTestId('location').textContent).toBe('/certification/detail/5');
  });

  it('resumes the saved answers, marks answered questions and sets the in-exam flag', async () => {
    serve({});
    renderExam();
    await screen.findByRole('heading', { level: 1, name: 'Video basics: quiz' });
    expect((screen.getByRole('radio', { name: 'B. Opt 1B' }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('checkbox', { name: 'A. Opt 2A' }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('checkbox', { name: 'C. Opt 2C' }) as HTMLInputElement).checked).toBe(true);
    expect(screen.getByRole('button', { name: 'Question 1, Answered' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Question 3, Unanswered' })).toBeTruthy();
    expect(screen.getAllByText('Answered 2 of 3').length).toBeGreaterThan(0);
    expect(isInExam()).toBe(true);
  });

  it('saves each answer as it changes: multiple choice as a serialised list, true/false as one letter', async () => {
    const fetchMock = serve({});
    renderExam();
    await screen.findByRole('radio', { name: 'A. True' });
    fireEvent.click(screen.getByRole('radio', { name: 'A. True' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'B. Opt 2B' }));
    await waitFor(() => expect(callsTo(fetchMock, SAVE)).toHaveLength(2));
    const bodies = callsTo(fetchMock, SAVE).map((c) => c.body as Record<string, unknown>);
    expect(bodies[0]).toMatchObject({ paperHisRefId: 50, questionHisId: 3, answer: 'A' });
    expect(bodies[1]).toMatchObject({ questionHisId: 2, answer: '["A","B","C"]' });
    expect(await screen.findAllByText('Saved')).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Question 3, Answered' })).toBeTruthy();
  });

  it('with an unanswered question warns (go back / confirm submit), then submits, re-queries the result and clears the flag', async () => {
    const fetchMock = serve({});
    renderExam();
    await screen.findByRole('heading', { level: 1 });
    fireEvent.click(screen.getAllByRole('button', { name: 'Submit answers' })[0]!);
    const warn = await screen.findByRole('dialog', { name: 'Some questions are not answered' });
    expect(within(warn).getByText(/Unanswered questions: 3\./)).toBeTruthy();
    fireEvent.click(within(warn).getByRole('button', { name: 'Go back' }));
    expect(callsTo(fetchMock, SUBMIT)).toHaveLength(0);
    fireEvent.click(screen.getAllByRole('button', { name: 'Submit answers' })[0]!);
    fireEvent.click(within(await screen.findByRole('dialog', { name: 'Some questions are not answered' })).getByRole('button', { name: 'Confirm submit' }));
    await screen.findByRole('heading', { name: 'Your result' });
    const body = callsTo(fetchMock, SUBMIT)[0]!.body as { answerList: unknown[]; examRefId: number };
    expect(body.examRefId).toBe(9);
    expect(body.answerList).toEqual([
      { questionHisId: 1, questionType: 1, answer: 'B' },
      { questionHisId: 2, questionType: 2, answer: '["A","C"]' },
      { questionHisId: 3, questionType: 4, answer: '' },
    ]);
    // The result asked is the submitted attempt's (issue 14), not whichever the server finds first.
    await waitFor(() => expect(callsTo(fetchMock, RESULT).map((c) => (c.body as { examRecordsId?: number }).examRecordsId)).toContain(77));
    expect(screen.getByTestId('exam-score').textContent).toBe('40 points');
    expect(screen.getByText('Not passed')).toBeTruthy();
    expect(isInExam()).toBe(false);
  });

  it('with every question answered asks a plain submit confirmation', async () => {
    serve({ [CONTENT]: () => ok(content({ questionHisList: [question(1, 1, 'A'), question(2, 4, 'B')] })) });
    renderExam();
    await screen.findByRole('heading', { level: 1 });
    fireEvent.click(screen.getAllByRole('button', { name: 'Submit answers' })[0]!);
    const dialog = await screen.findByRole('dialog', { name: 'Submit your answers?' });
    expect(within(dialog).getByRole('button', { name: 'Submit' })).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: 'Confirm submit' })).toBeNull();
  });

  it('once the attempt is recorded, marks the certification and course queries stale (the way back shows the new state)', async () => {
    serve({
      [ENTRY]: () => ok(entry({ maxExamNums: 2 })),
      [CONTENT]: () => ok(content({ relationType: 0, relationId: 5, questionHisList: [question(1, 1, 'A')] })),
      [SUBMIT]: () => ok({ ...submitted, progressReset: true }),
      [RESULT]: () => ok(result({ maxExamNums: 2, examNums: 0 })),
    });
    const { client } = renderExam('/exam?relationId=5&relationType=0');
    const changed = [
      ['certificationLearnerDetail', 1, 1, 5, 7],
      ['certificationCourses', 1, 1, 5, 7],
      ['courseDetail', 1, 1, 2, 0, 7],
    ];
    const unrelated = ['footer', 1, 1];
    for (const key of [...changed, unrelated]) client.setQueryData(key, { cached: true });
    await screen.findByRole('heading', { level: 1 });
    for (const key of changed) expect(client.getQueryState(key)?.isInvalidated).toBe(false);
    fireEvent.click(screen.getAllByRole('button', { name: 'Submit answers' })[0]!);
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Submit' }));
    await screen.findByText(/your progress in this certification was reset/);
    for (const key of changed) expect(client.getQueryState(key)?.isInvalidated, String(key[0])).toBe(true);
    expect(client.getQueryState(unrelated)?.isInvalidated).toBe(false);
  });

  it('shows the theory attempts and the last-attempt reminder', async () => {
    serve({
      [ENTRY]: () => ok(entry({ maxExamNums: 2 })),
      [CONTENT]: () => ok(content({ relationType: 0, questionHisList: [question(1, 1, 'A')] })),
      [RESULT]: () => ok(result({ maxExamNums: 2, examNums: 1, isNeedReminder: '1' })),
    });
    renderExam('/exam?relationId=5&relationType=0');
    await screen.findByRole('heading', { level: 1 });
    fireEvent.click(screen.getAllByRole('button', { name: 'Submit answers' })[0]!);
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Submit' }));
    // One label and one value: a screen reader reads "Attempts used, 1 / 2" once.
    expect((await screen.findByTestId('exam-attempts')).textContent).toBe('1 / 2');
    expect(screen.getAllByText('Attempts used', { selector: 'dt' })).toHaveLength(1);
    expect(screen.getByText(/You have one more attempt/)).toBeTruthy();
  });

  it('on time-out shows the dialog and submits automatically, from the clock and not from counted ticks', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const fetchMock = serve({ [CONTENT]: () => ok(content({ countDown: 3 })) });
    renderExam();
    await screen.findByRole('heading', { level: 1 });
    expect(screen.getAllByRole('timer')[0]!.textContent).toContain('00:0');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(3500);
    });
    const dialog = await screen.findByRole('dialog', { name: 'Time is up' });
    await waitFor(() => expect(callsTo(fetchMock, SUBMIT)).toHaveLength(1));
    await within(dialog).findByText('Your answers have been submitted.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'View result' }));
    await screen.findByRole('heading', { name: 'Your result' });
    expect(callsTo(fetchMock, SUBMIT)).toHaveLength(1);
  });

  it('a save refused because the attempt is over submits at once (already submitted is fine)', async () => {
    const fetchMock = serve({ [SAVE]: () => envelope(30003, null, 'renew failed') });
    renderExam();
    await screen.findByRole('radio', { name: 'A. True' });
    fireEvent.click(screen.getByRole('radio', { name: 'A. True' }));
    await screen.findByRole('dialog', { name: 'Time is up' });
    await waitFor(() => expect(callsTo(fetchMock, SUBMIT)).toHaveLength(1));
  });

  it('the analysis steps only through the wrong answers, with correct answers and explanations', async () => {
    const details: ExamAnswerDetails = {
      examRecordsId: 77,
      theoryExamScore: 40,
      examResult: '1',
      viewAnswerDetails: '1',
      viewAnswer: '1',
      viewPaperAnalusis: '1',
      questionHisCheckList: [
        {
          questionHisRefId: 1,
          questionType: 1,
          content: 'Wrong one',
          hisOptionList: question(1, 1).hisOptionList,
          answer: ['A'],
          userAnswer: ['B'],
          answerPass: '0',
          analysis: 'Because A.',
        },
        {
          questionHisRefId: 2,
          questionType: 1,
          content: 'Right one',
          hisOptionList: question(2, 1).hisOptionList,
          answer: ['A'],
          userAnswer: ['A'],
          answerPass: '1',
          analysis: 'x',
        },
        {
          questionHisRefId: 3,
          questionType: 4,
          content: 'Wrong two',
          hisOptionList: question(3, 4).hisOptionList,
          answer: ['B'],
          userAnswer: [],
          answerPass: '0',
          analysis: null,
        },
      ],
    };
    serve({ [DETAILS]: () => ok(details) });
    renderExam();
    await screen.findByRole('heading', { level: 1 });
    fireEvent.click(screen.getAllByRole('button', { name: 'Submit answers' })[0]!);
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Confirm submit' }));
    fireEvent.click(await screen.findByRole('button', { name: 'View answer analysis' }));
    expect(await screen.findByText('Wrong answer 1 of 2')).toBeTruthy();
    expect(screen.getByText('Wrong one')).toBeTruthy();
    expect(screen.getByText('Because A.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByText('Wrong answer 2 of 2')).toBeTruthy();
    expect(screen.getByText('Wrong two')).toBeTruthy();
    expect(screen.getByText('Not answered')).toBeTruthy();
    expect(screen.queryByText('Right one')).toBeNull();
    expect((screen.getByRole('button', { name: 'Next' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('hides the analysis button without viewAnswerDetails', async () => {
    serve({ [RESULT]: () => ok(result({ viewAnswerDetails: '0' })) });
    renderExam();
    await screen.findByRole('heading', { level: 1 });
    fireEvent.click(screen.getAllByRole('button', { name: 'Submit answers' })[0]!);
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Confirm submit' }));
    await screen.findByTestId('exam-score');
    await waitFor(() => expect(screen.getByText('Not passed')).toBeTruthy());
    expect(screen.queryByRole('button', { name: 'View answer analysis' })).toBeNull();
  });
});
