import type { ExamAnswerDetails, ExamEntry, ExamResult } from '@credo/contracts/exam';
import { screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callsTo, envelope, ok, serveApi, testSiteInfo, type Handler } from '@/test/fixtures';
import { renderWithSite } from '@/test/render-with-site';
import { ExamPage } from './exam-page';

/** Issue 18: My Learning's analysis link (?examRecordsId=) opens that attempt's analysis, not the latest. */
const ENTRY = '/api/certification/exam/entry';
const CONTENT = '/api/certification/exam/getContent';
const RESULT = '/api/certification/exam/getExamResult';
const DETAILS = '/api/certification/exam/getExamAnswerDetails';

const entry: ExamEntry = {
  entryStatus: '1',
  reason: null,
  reasonCode: null,
  reasonParams: null,
  examId: 9,
  examNums: 2,
  maxExamNums: null,
  inProgress: true,
  exam: { examName: 'Thermal basics', questionCount: 5, durationSeconds: 600, totalPoints: 100, passScore: 80 },
};
const resultOf = (examRecordsId: number, score: number, attemptNumber: number): ExamResult => ({
  examId: 9,
  ifStatusChecked: '1',
  examNums: 2,
  maxExamNums: null,
  passStatus: score >= 80 ? 1 : 0,
  examRecordsId,
  theoryExamScore: score,
  examResult: score >= 80 ? '2' : '1',
  isNeedReminder: '0',
  inProgress: false,
  viewAnswerDetails: '1',
  viewAnswer: '1',
  viewPaperAnalusis: '1',
  submittedAt: '2026-03-12T14:03:00Z',
  attemptNumber,
  passedBefore: score >= 80,
});
const detailsOf = (examRecordsId: number, question: string): ExamAnswerDetails => ({
  examRecordsId,
  theoryExamScore: 60,
  examResult: '1',
  viewAnswerDetails: '1',
  viewAnswer: '1',
  viewPaperAnalusis: '1',
  questionHisCheckList: [
    {
      questionHisRefId: 1,
      questionType: 4,
      content: question,
      hisOptionList: [
        { optionNo: 'A', content: 'True' },
        { optionNo: 'B', content: 'False' },
      ],
      answer: ['A'],
      userAnswer: ['B'],
      answerPass: '0',
      analysis: 'Because.',
    },
  ],
});

const serve = (handlers: Record<string, Handler> = {}) => {
  const fetchMock = serveApi(testSiteInfo(), {
    [ENTRY]: () => ok(entry),
    // The server answers the named attempt, else the latest (attempt 2, id 78).
    [RESULT]: ({ body }) => {
      const id = (body as { examRecordsId?: number }).examRecordsId;
      return ok(id === 77 ? resultOf(77, 60, 1) : resultOf(78, 90, 2));
    },
    [DETAILS]: ({ body }) => {
      const id = (body as { examRecordsId: number }).examRecordsId;
      return ok(detailsOf(id, id === 77 ? 'Question missed in attempt 1' : 'Question missed in attempt 2'));
    },
    ...handlers,
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
};
const renderExam = (path: string) =>
  renderWithSite(
    <Routes>
      <Route path="/exam" element={<ExamPage />} />
      <Route path="/exception/notFound" element={<p>Not found page</p>} />
    </Routes>,
    { path },
  );

afterEach(() => vi.unstubAllGlobals());

describe('exam page opened on one attempt (?examRecordsId=)', () => {
  it("asks for that attempt's result and analysis and shows them, without resuming the open attempt", async () => {
    const fetchMock = serve();
    renderExam('/exam?relationId=5&relationType=0&courseType=0&examRecordsId=77');
    await screen.findByText('Question missed in attempt 1');
    expect(callsTo(fetchMock, RESULT).map((c) => c.body)).toEqual([expect.objectContaining({ examRecordsId: 77 })]);
    expect(callsTo(fetchMock, DETAILS).map((c) => c.body)).toEqual([expect.objectContaining({ examRecordsId: 77 })]);
    expect(screen.queryByText('Question missed in attempt 2')).toBeNull();
    expect(callsTo(fetchMock, CONTENT)).toHaveLength(0);
  });

  it('without the parameter the latest attempt is asked for, as before', async () => {
    const fetchMock = serve({ [ENTRY]: () => ok({ ...entry, inProgress: false }) });
    renderExam('/exam?relationId=5&relationType=0&courseType=0');
    await screen.findByRole('heading', { name: 'Your result' });
    expect(callsTo(fetchMock, RESULT).map((c) => c.body)).toEqual([expect.not.objectContaining({ examRecordsId: expect.anything() })]);
  });

  it("an attempt the server refuses (another learner's: 404) leads to not found", async () => {
    serve({ [RESULT]: () => envelope(404, null, 'No such exam attempt', 404) });
    renderExam('/exam?relationId=5&relationType=0&courseType=0&examRecordsId=999');
    await waitFor(() => expect(screen.getByText('Not found page')).toBeTruthy(), { timeout: 4000 });
  });

  it('a malformed attempt id is ignored: the latest shows', async () => {
    const fetchMock = serve({ [ENTRY]: () => ok({ ...entry, inProgress: false }) });
    renderExam('/exam?relationId=5&relationType=0&courseType=0&examRecordsId=abc');
    await screen.findByRole('heading', { name: 'Your result' });
    expect(callsTo(fetchMock, RESULT).map((c) => c.body)).toEqual([expect.not.objectContaining({ examRecordsId: expect.anything() })]);
  });
});
