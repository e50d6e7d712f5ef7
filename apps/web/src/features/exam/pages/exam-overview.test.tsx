import type { ExamAnswerDetails, ExamContent, ExamEntry, ExamResult } from '@credo/contracts/exam';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { isInExam, setInExam } from '@/shared/session/in-exam';
import { callsTo, ok, serveApi, testSiteInfo, type Handler } from '@/test/fixtures';
import { renderWithSite } from '@/test/render-with-site';
import { ExamPage } from './exam-page';

/** Issue 14 item 1: opening the exam never starts an attempt; the latest result stays reachable. */
const ENTRY = '/api/certification/exam/entry';
const CONTENT = '/api/certification/exam/getContent';
const RESULT = '/api/certification/exam/getExamResult';
const DETAILS = '/api/certification/exam/getExamAnswerDetails';

const entry = (overrides: Partial<ExamEntry> = {}): ExamEntry => ({
  entryStatus: '1',
  reason: null,
  reasonCode: null,
  reasonParams: null,
  examId: 9,
  examNums: 1,
  maxExamNums: null,
  inProgress: false,
  exam: { examName: 'Video basics: quiz', questionCount: 5, durationSeconds: 600, totalPoints: 100, passScore: 60 },
  ...overrides,
});
const result = (overrides: Partial<ExamResult> = {}): ExamResult => ({
  examId: 9,
  ifStatusChecked: '1',
  examNums: 2,
  maxExamNums: null,
  passStatus: 0,
  examRecordsId: 78,
  theoryExamScore: 0,
  examResult: '1',
  isNeedReminder: '0',
  inProgress: false,
  viewAnswerDetails: '1',
  viewAnswer: '1',
  viewPaperAnalusis: '1',
  submittedAt: '2026-03-12T14:03:00Z',
  attemptNumber: 2,
  passedBefore: true,
  ...overrides,
});
const content: ExamContent = {
  examId: 9,
  examName: 'Video basics: quiz',
  examType: 1,
  relationType: 1,
  relationId: 2,
  paperHisRefId: 79,
  countDown: 600,
  deadline: new Date(Date.now() + 600_000).toISOString(),
  questionHisList: [
    {
      questionHisRefId: 1,
      questionRefId: 1,
      questionType: 4,
      content: 'Question text 1',
      checkedId: null,
      paperHisRefId: 79,
      hisOptionList: [
        { optionNo: 'A', content: 'True' },
        { optionNo: 'B', content: 'False' },
      ],
    },
  ],
  viewAnswerDetails: '1',
  viewAnswer: '1',
  viewPaperAnalusis: '1',
};
const details: ExamAnswerDetails = {
  examRecordsId: 78,
  theoryExamScore: 0,
  examResult: '1',
  viewAnswerDetails: '1',
  viewAnswer: '1',
  viewPaperAnalusis: '1',
  questionHisCheckList: [
    {
      questionHisRefId: 1,
      questionType: 4,
      content: 'Retake question',
      hisOptionList: content.questionHisList[0]!.hisOptionList,
      answer: ['A'],
      userAnswer: ['B'],
      answerPass: '0',
      analysis: 'Because.',
    },
  ],
};

const serve = (handlers: Record<string, Handler>) => {
  const fetchMock = serveApi(testSiteInfo(), {
    [ENTRY]: () => ok(entry()),
    [CONTENT]: () => ok(content),
    [RESULT]: () => ok(result()),
    [DETAILS]: () => ok(details),
    ...handlers,
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
};
const renderExam = (path = '/exam?relationId=2&relationType=1&courseType=0') =>
  renderWithSite(
    <Routes>
      <Route path="/exam" element={<ExamPage />} />
      <Route path="*" element={null} />
    </Routes>,
    { path },
  );

beforeEach(() => setInExam(false));
afterEach(() => vi.unstubAllGlobals());

describe('exam page without an open attempt', () => {
  it("shows the latest attempt's result, its analysis by the same attempt id, and starts a retake only on request", async () => {
    const fetchMock = serve({});
    renderExam();
    await screen.findByRole('heading', { name: 'Your result' });
    expect(screen.getByTestId('exam-attempt').textContent).toMatch(/^Attempt 2, submitted .*2026/);
    expect(screen.getByTestId('exam-score').textContent).toBe('0 points');
    expect(screen.getByText('Not passed')).toBeTruthy();
    expect(screen.getByText(/An earlier attempt passed/)).toBeTruthy();
    expect(callsTo(fetchMock, CONTENT)).toHaveLength(0);
    expect(isInExam()).toBe(false);

    fireEvent.click(screen.getByRole('button', { name: 'View answer analysis' }));
    await screen.findByText('Retake question');
    expect(callsTo(fetchMock, DETAILS).map((c) => c.body)).toEqual([expect.objectContaining({ examRecordsId: 78 })]);
    fireEvent.click(screen.getByRole('button', { name: 'Back to result' }));

    fireEvent.click(await screen.findByRole('button', { name: 'Take it again' }));
    await screen.findByText('Question text 1');
    expect(callsTo(fetchMock, CONTENT)).toHaveLength(1);
    expect(isInExam()).toBe(true);
  });

  it('before a first attempt shows a start screen (questions, time, pass mark) and opens the paper only from Start', async () => {
    const fetchMock = serve({
      [RESULT]: () => ok(result({ ifStatusChecked: '0', examRecordsId: null, theoryExamScore: null, submittedAt: null, attemptNumber: null })),
    });
    renderExam();
    await screen.findByRole('heading', { name: 'Before you start' });
    expect(screen.getByText('10 minutes')).toBeTruthy();
    expect(screen.getByText('60 of 100 points')).toBeTruthy();
    expect(callsTo(fetchMock, CONTENT)).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: 'Start quiz' }));
    await screen.findByText('Question text 1');
    expect(callsTo(fetchMock, CONTENT)).toHaveLength(1);
  });

  it('a passed theory exam shows its result without a retake and without "You cannot take this exam yet"', async () => {
    const fetchMock = serve({
      [ENTRY]: () => ok(entry({ entryStatus: '0', reasonCode: 'alreadyPassed', reason: 'You have already passed this exam.', maxExamNums: 2 })),
      [RESULT]: () => ok(result({ passStatus: 1, examResult: '2', theoryExamScore: 90, maxExamNums: 2, attemptNumber: 1, passedBefore: true })),
    });
    renderExam('/exam?relationId=5&relationType=0');
    await screen.findByRole('heading', { name: 'Your result' });
    expect(screen.getByText('Passed')).toBeTruthy();
    expect(screen.queryByText('You cannot take this exam yet')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Take it again' })).toBeNull();
    await waitFor(() => expect(callsTo(fetchMock, CONTENT)).toHaveLength(0));
  });

  it('no attempts left: the result shows with the reason instead of a retake', async () => {
    serve({
      [ENTRY]: () => ok(entry({ entryStatus: '0', reasonCode: 'notEnrolledInCertification', reason: 'x', maxExamNums: 2 })),
      [RESULT]: () => ok(result({ maxExamNums: 2, examNums: 0, passedBefore: false })),
    });
    renderExam('/exam?relationId=5&relationType=0');
    await screen.findByRole('heading', { name: 'Your result' });
    expect(screen.getByText(/Enrol in the certification first/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Take it again' })).toBeNull();
  });
});
