import type { ExamContent, ExamEntry, ExamResult } from '@credo/contracts/exam';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureApiClient } from '@/shared/api/api-client';
import { setInExam } from '@/shared/session/in-exam';
import { callsTo, envelope, ok, serveApi, testSiteInfo, type Handler } from '@/test/fixtures';
import { renderWithSite } from '@/test/render-with-site';
import { busyRetryDelayMs, BUSY_RETRY } from '../api/busy-retry';
import { ExamPage } from './exam-page';

const ENTRY = '/api/certification/exam/entry';
const CONTENT = '/api/certification/exam/getContent';
const RESULT = '/api/certification/exam/getExamResult';
const SUBMIT = '/api/certification/exam/submitAnswer';

const entry = (overrides: Partial<ExamEntry> = {}): ExamEntry => ({
  entryStatus: '1',
  reason: null,
  reasonCode: null,
  reasonParams: null,
  examId: 9,
  examNums: 0,
  maxExamNums: null,
  inProgress: true,
  exam: { examName: 'Video basics: quiz', questionCount: 1, durationSeconds: 600, totalPoints: 100, passScore: 60 },
  ...overrides,
});
const content: ExamContent = {
  examId: 9,
  examName: 'Video basics: quiz',
  examType: 1,
  relationType: 1,
  relationId: 2,
  paperHisRefId: 50,
  countDown: 600,
  deadline: new Date(Date.now() + 600_000).toISOString(),
  questionHisList: [
    {
      questionHisRefId: 1,
      questionRefId: 1,
      questionType: 4,
      content: 'Question text 1',
      checkedId: null,
      paperHisRefId: 50,
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
/** No attempt finished yet: the start screen shows before the first attempt. */
const noResult: ExamResult = {
  examId: 9,
  ifStatusChecked: '0',
  examNums: 0,
  maxExamNums: null,
  passStatus: 2,
  examRecordsId: null,
  theoryExamScore: null,
  examResult: null,
  isNeedReminder: '0',
  inProgress: false,
  viewAnswerDetails: '1',
  viewAnswer: '1',
  viewPaperAnalusis: '1',
  submittedAt: null,
  attemptNumber: null,
  passedBefore: false,
};

/** The server's answer to a start that waited too long for its turn (exam.routes.ts). */
const busy = (retryAfter: string | null = '5') =>
  new Response(JSON.stringify({ code: 503, data: null, message: 'The service is temporarily unavailable. Please try again in a moment.' }), {
    status: 503,
    headers: retryAfter === null ? {} : { 'Retry-After': retryAfter },
  });

/** getContent answers with `answers` in turn, then with the paper. */
const serve = (answers: Handler[], entryOverrides: Partial<ExamEntry> = {}) => {
  let call = 0;
  return serveApi(testSiteInfo(), {
    [ENTRY]: () => ok(entry(entryOverrides)),
    [RESULT]: () => ok(noResult),
    [CONTENT]: (request) => (answers[call] ? answers[call++]!(request) : ok(content)),
  });
};

const renderExam = () =>
  renderWithSite(
    <Routes>
      <Route path="/exam" element={<ExamPage />} />
      <Route path="*" element={null} />
    </Routes>,
    { path: '/exam?relationId=2&relationType=1&courseType=0' },
  );

const advance = (ms: number) =>
  act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });

const showTips = vi.fn();
beforeEach(() => {
  setInExam(false);
  configureApiClient({ showTips });
});
afterEach(() => {
  configureApiClient({ showTips: () => {} });
  showTips.mockReset();
  vi.restoreAllMocks();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('exam start while the server is busy (HTTP 503 with Retry-After)', () => {
  it('waits calmly with a countdown from Retry-After, then the paper opens once a try succeeds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    vi.spyOn(Math, 'random').mockReturnValue(0);
    const fetchMock = serve([() => busy('5')]);
    renderExam();
    expect(await screen.findByText('Many learners are starting this exam right now.')).toBeTruthy();
    expect(screen.getByText('We will try again in 5 seconds…').closest('[role="status"]')).toBeTruthy();
    // A busy start is not an error: no Tips dialog, no error panel.
    expect(showTips).not.toHaveBeenCalled();
    expect(screen.queryByRole('alert')).toBeNull();
    await advance(2000);
    expect(screen.getByText('We will try again in 3 seconds…')).toBeTruthy();
    expect(callsTo(fetchMock, CONTENT)).toHaveLength(1);
    await advance(3100);
    await screen.findByRole('heading', { level: 1, name: 'Video basics: quiz' });
    expect(callsTo(fetchMock, CONTENT)).toHaveLength(2);
    expect(screen.queryByText('Many learners are starting this exam right now.')).toBeNull();
  });

  it('from the start screen: each busy answer waits its Retry-After plus jitter (capped at 30 s) before the next try', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    vi.spyOn(Math, 'random').mockReturnValue(1);
    const fetchMock = serve([() => busy('2'), () => busy('600')], { inProgress: false });
    renderExam();
    fireEvent.click(await screen.findByRole('button', { name: 'Start quiz' }));
    // Retry-After 2 with the largest jitter: 3 s.
    expect(await screen.findByText('We will try again in 3 seconds…')).toBeTruthy();
    await advance(2900);
    expect(callsTo(fetchMock, CONTENT)).toHaveLength(1);
    await advance(200);
    // Retry-After 600 is capped at 30 s, with the largest jitter: 45 s.
    expect(await screen.findByText('We will try again in 45 seconds…')).toBeTruthy();
    expect(callsTo(fetchMock, CONTENT)).toHaveLength(2);
    await advance(45_100);
    await screen.findByRole('heading', { level: 1, name: 'Video basics: quiz' });
    expect(callsTo(fetchMock, CONTENT)).toHaveLength(3);
    expect(showTips).not.toHaveBeenCalled();
  });

  it('after the maximum of busy answers in a row shows the usual error, whose Try again starts over', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    vi.spyOn(Math, 'random').mockReturnValue(0);
    const answers = Array.from({ length: BUSY_RETRY.maxRetries + 1 }, () => () => busy(null));
    const fetchMock = serve(answers);
    renderExam();
    await screen.findByText('Many learners are starting this exam right now.');
    for (let i = 0; i < BUSY_RETRY.maxRetries; i++) await advance(BUSY_RETRY.defaultSeconds * 1000 + 100);
    expect(await screen.findByText('The exam could not be loaded.')).toBeTruthy();
    expect(callsTo(fetchMock, CONTENT)).toHaveLength(BUSY_RETRY.maxRetries + 1);
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await screen.findByRole('heading', { level: 1, name: 'Video basics: quiz' });
  });

  it('other failures are not retried: an HTTP 500 shows the error at once', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const fetchMock = serve([() => new Response('Internal Server Error', { status: 500 })]);
    renderExam();
    expect(await screen.findByText('The exam could not be loaded.')).toBeTruthy();
    await advance(60_000);
    expect(callsTo(fetchMock, CONTENT)).toHaveLength(1);
    expect(screen.queryByText('Many learners are starting this exam right now.')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await screen.findByRole('heading', { level: 1, name: 'Video basics: quiz' });
  });

  it('a business refusal keeps its Tips dialog and is not retried', async () => {
    const fetchMock = serve([() => envelope(30000, null, 'exam not available')]);
    renderExam();
    expect(await screen.findByText('The exam could not be loaded.')).toBeTruthy();
    expect(showTips).toHaveBeenCalledTimes(1);
    expect(callsTo(fetchMock, CONTENT)).toHaveLength(1);
  });
});

describe('exam submit while the server is busy (HTTP 503 with Retry-After)', () => {
  const submitted = { theoryExamScore: 100, examRecordsId: 50, examResult: '2', passStatus: 1, progressReset: false };
  /** A resumed paper whose one question is answered ('A'); submitAnswer answers `answers` in turn, then records it. */
  const serveSubmit = (answers: Handler[]) => {
    let call = 0;
    const answered: ExamContent = { ...content, questionHisList: [{ ...content.questionHisList[0]!, checkedId: 'A' }] };
    return serveApi(testSiteInfo(), {
      [ENTRY]: () => ok(entry()),
      [RESULT]: () => ok(noResult),
      [CONTENT]: () => ok(answered),
      [SUBMIT]: (request) => (answers[call] ? answers[call++]!(request) : ok(submitted)),
    });
  };

  it('counts down on the submit button, sends the same answers again after Retry-After plus jitter, one try at a time, and shows the result', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    vi.spyOn(Math, 'random').mockReturnValue(1);
    const fetchMock = serveSubmit([() => busy('4'), () => busy(null)]);
    renderExam();
    await screen.findByRole('heading', { level: 1, name: 'Video basics: quiz' });
    fireEvent.click(screen.getAllByRole('button', { name: 'Submit answers' })[0]!);
    const dialog = await screen.findByRole('dialog', { name: 'Submit your answers?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));
    // Retry-After 4 with the largest jitter: 6 s. A calm status, not an error, and no Tips dialog.
    expect(await within(dialog).findByRole('button', { name: /We will try again in 6 seconds…/ })).toBeTruthy();
    const note = within(dialog).getByText(/Many learners are submitting right now/);
    expect(note.closest('[role="status"]')).toBeTruthy();
    expect(screen.getAllByRole('button', { name: 'We will try again in 6 seconds…' }).length).toBeGreaterThan(1);
    expect(showTips).not.toHaveBeenCalled();
    expect(screen.queryByRole('alert')).toBeNull();
    await advance(5900);
    expect(callsTo(fetchMock, SUBMIT)).toHaveLength(1);
    await advance(200);
    // No Retry-After: 5 s with the largest jitter.
    expect(await within(dialog).findByRole('button', { name: /We will try again in 8 seconds…/ })).toBeTruthy();
    expect(callsTo(fetchMock, SUBMIT)).toHaveLength(2);
    await advance(7600);
    await screen.findByRole('heading', { name: 'Your result' });
    const bodies = callsTo(fetchMock, SUBMIT).map((c) => c.body);
    expect(bodies).toHaveLength(3);
    // Every try carries the learner's answers, the same each time.
    expect(bodies[0]).toMatchObject({ paperHisRefId: 50, answerList: [{ questionHisId: 1, questionType: 4, answer: 'A' }] });
    expect(bodies[1]).toEqual(bodies[0]);
    expect(bodies[2]).toEqual(bodies[0]);
    expect(showTips).not.toHaveBeenCalled();
  });

  it('a second click while a busy submit waits sends nothing more', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    vi.spyOn(Math, 'random').mockReturnValue(0);
    const fetchMock = serveSubmit([() => busy('5')]);
    renderExam();
    await screen.findByRole('heading', { level: 1, name: 'Video basics: quiz' });
    fireEvent.click(screen.getAllByRole('button', { name: 'Submit answers' })[0]!);
    const dialog = await screen.findByRole('dialog', { name: 'Submit your answers?' });
    const confirm = within(dialog).getByRole('button', { name: 'Submit' });
    fireEvent.click(confirm);
    await within(dialog).findByRole('button', { name: /We will try again in 5 seconds…/ });
    fireEvent.click(within(dialog).getByRole('button', { name: /We will try again/ }));
    await advance(1000);
    expect(callsTo(fetchMock, SUBMIT)).toHaveLength(1);
    await advance(4100);
    await screen.findByRole('heading', { name: 'Your result' });
    expect(callsTo(fetchMock, SUBMIT)).toHaveLength(2);
  });
});

describe('busyRetryDelayMs', () => {
  it('honours Retry-After (5 s without one, at least 1 s, at most 30 s) plus up to half again at random', () => {
    expect(busyRetryDelayMs(undefined, () => 0)).toBe(5000);
    expect(busyRetryDelayMs(undefined, () => 1)).toBe(7500);
    expect(busyRetryDelayMs(12, () => 0.5)).toBe(15_000);
    expect(busyRetryDelayMs(0, () => 0)).toBe(1000);
    expect(busyRetryDelayMs(3600, () => 0)).toBe(30_000);
  });
});
