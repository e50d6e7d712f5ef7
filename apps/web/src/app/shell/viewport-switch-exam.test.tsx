import type { ExamContent, ExamEntry, ExamResult } from '@credo/contracts/exam';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ExamPage } from '@/features/exam/pages/exam-page';
import { callsTo, ok, serveApi, testSiteInfo } from '@/test/fixtures';
import { renderWithSite } from '@/test/render-with-site';
import { useViewportSwitch } from './use-viewport-switch';
import { HOUR_MS } from '@credo/contracts/durations';

const ENTRY = '/api/certification/exam/entry';
const CONTENT = '/api/certification/exam/getContent';

const entry: ExamEntry = {
  entryStatus: '1',
  reason: null,
  reasonCode: null,
  reasonParams: null,
  examId: 9,
  examNums: 0,
  maxExamNums: 2,
  inProgress: true,
  exam: null,
};
const content: ExamContent = {
  examId: 9,
  examName: 'Associate theory exam',
  examType: 1,
  relationType: 0,
  relationId: 5,
  paperHisRefId: 61,
  countDown: 3600,
  deadline: new Date(Date.now() + HOUR_MS).toISOString(),
  questionHisList: [
    {
      questionHisRefId: 1,
      questionRefId: 1,
      questionType: 1,
      content: 'Which port does RTSP use?',
      checkedId: 'A',
      paperHisRefId: 61,
      hisOptionList: [
        { optionNo: 'A', content: '554' },
        { optionNo: 'B', content: '80' },
      ],
    },
  ],
  viewAnswerDetails: '1',
  viewAnswer: '0',
  viewPaperAnalusis: '0',
};
const result: ExamResult = {
  examId: 9,
  ifStatusChecked: '1',
  examNums: 1,
  maxExamNums: 2,
  passStatus: 0,
  examRecordsId: 88,
  theoryExamScore: 40,
  examResult: '1',
  isNeedReminder: '1',
  inProgress: false,
  viewAnswerDetails: '1',
  viewAnswer: '0',
  viewPaperAnalusis: '0',
  submittedAt: '2026-03-12T14:03:00Z',
  attemptNumber: 1,
  passedBefore: false,
};

const Shell = () => {
  useViewportSwitch();
  const { pathname, state } = useLocation();
  return (
    <>
      <Routes>
        <Route path="/exam" element={<ExamPage />} />
        {/* Nested like the app's router (router.tsx): the twin is another element, so the page mounts anew. */}
        <Route path="/mobile">
          <Route path="exam" element={<ExamPage />} />
        </Route>
      </Routes>
      <output data-testid="path">{pathname}</output>
      <output data-testid="state">{JSON.stringify(state)}</output>
    </>
  );
};

/** A loaded machine (the whole web suite in parallel) can take longer than the 1 s default. */
const SLOW = { timeout: 5000 };

const resizeTo = (width: number) =>
  act(() => {
    Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });
    window.dispatchEvent(new Event('resize'));
  });

afterEach(() => {
  vi.unstubAllGlobals();
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: 1024 });
});

describe('crossing 992 px after submitting an exam', () => {
  it('keeps the result in the /mobile twin and back, without asking the entry again (which would open the next attempt)', async () => {
    const fetchMock = serveApi(testSiteInfo(), {
      [ENTRY]: () => ok(entry),
      [CONTENT]: () => ok(content),
      '/api/certification/exam/submitAnswer': () => ok({ theoryExamScore: 40, examRecordsId: 88, examResult: '1', passStatus: 0, progressReset: false }),
      '/api/certification/exam/getExamResult': () => ok(result),
    });
    vi.stubGlobal('fetch', fetchMock);
    resizeTo(1440);
    renderWithSite(<Shell />, { path: '/exam?relationId=5&relationType=0' });
    await screen.findByRole('heading', { name: 'Associate theory exam' }, SLOW);
    fireEvent.click(screen.getAllByRole('button', { name: 'Submit answers' })[0]!);
    fireEvent.click(within(await screen.findByRole('dialog', undefined, SLOW)).getByRole('button', { name: 'Submit' }));
    await screen.findByRole('heading', { name: 'Your result' }, SLOW);
    expect([callsTo(fetchMock, ENTRY).length, callsTo(fetchMock, CONTENT).length]).toEqual([1, 1]);

    // The router applies the entry's new state in a transition: a turn of the device comes later than that.
    await waitFor(() => expect(screen.getByTestId('state').textContent).toBe('{"examFinished":61}'), SLOW);
    resizeTo(800);
    await waitFor(() => expect(screen.getByTestId('path').textContent).toBe('/mobile/exam'), SLOW);
    await screen.findByRole('heading', { name: 'Your result' }, SLOW);
    expect(screen.getByTestId('exam-score').textContent).toBe('40 points');
    resizeTo(1440);
    await waitFor(() => expect(screen.getByTestId('path').textContent).toBe('/exam'), SLOW);
    await screen.findByRole('heading', { name: 'Your result' }, SLOW);
    // Neither twin asked for the entry or a paper again: no second attempt was opened.
    expect([callsTo(fetchMock, ENTRY).length, callsTo(fetchMock, CONTENT).length]).toEqual([1, 1]);
  });
});
