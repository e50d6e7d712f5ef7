import type { PracticalTask } from '@credo/contracts/practical-training';
import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ok, serveApi, testSiteInfo } from '@/test/fixtures';
import { renderWithSite } from '@/test/render-with-site';
import { PracticalTaskPage } from './practical-task-page';

const TASK = '/api/certification/practicalExam/task';
const base: PracticalTask = {
  certificationId: 7,
  certificationName: 'Certified Security Professional (CSP)',
  showTask: '1',
  needRecord: '1',
  taskContent: [],
  panel: 'login',
  submit: 'hidden',
  place: null,
};
const place: NonNullable<PracticalTask['place']> = {
  practicalExamApproveId: 3,
  practicalExamId: 9,
  practicalExamName: 'CSP practical exam, London',
  startAt: '2026-12-01T09:00:00.000Z',
  userPracticalExamStatus: 2,
  recordLink: 'https://video.example.com/a',
  linkPasswd: 'pw',
  recordFileType: null,
  recordFileSize: null,
  recordSubmittedAt: '2026-11-20T09:00:00.000Z',
  score: null,
};
const renderAt = (path: string, task: PracticalTask) => {
  serveApi(testSiteInfo(), { [TASK]: () => ok(task) });
  return renderWithSite(
    <Routes>
      <Route path="/practical-exam-task/:id" element={<PracticalTaskPage />} />
      <Route path="/mobile/practical-exam-task/:id" element={<PracticalTaskPage />} />
    </Routes>,
    { path },
  );
};

afterEach(() => vi.unstubAllGlobals());

describe('PracticalTaskPage (cert §4 task panel, §6)', () => {
  it('asks a visitor to sign in', async () => {
    renderAt('/practical-exam-task/7', base);
    expect(await screen.findByText('Sign in to see your practical task')).toBeTruthy();
    expect(screen.getByTestId('task-login')).toBeTruthy();
  });

  it('sends a learner without permission back', async () => {
    renderAt('/practical-exam-task/7', { ...base, panel: 'noPermission' });
    expect(await screen.findByText('You cannot open this practical task yet')).toBeTruthy();
    expect(screen.getByTestId('task-back')).toBeTruthy();
  });

  it('shows the task lines, the submitted link and an enabled submit for an enrolled place', async () => {
    renderAt('/practical-exam-task/7', { ...base, panel: 'shown', submit: 'enabled', taskContent: ['Mount the camera', 'Wire the recorder'], place });
    expect(await screen.findByText('Mount the camera')).toBeTruthy();
    expect(screen.getByText('Wire the recorder')).toBeTruthy();
    expect(screen.getByText('Submitted link: https://video.example.com/a')).toBeTruthy();
    expect((screen.getByTestId('record-submit') as HTMLButtonElement).disabled).toBe(false);
  });

  it('disables the submit button on success', async () => {
    renderAt('/practical-exam-task/7', {
      ...base,
      panel: 'shown',
      submit: 'disabled',
      taskContent: ['Mount the camera'],
      place: { ...place, userPracticalExamStatus: 4, score: 91 },
    });
    expect(await screen.findByText('Passed with 91 points. Well done!')).toBeTruthy();
    expect((screen.getByTestId('record-submit') as HTMLButtonElement).disabled).toBe(true);
  });

  it('on /mobile the recording gives way to the web-portal notice', async () => {
    renderAt('/mobile/practical-exam-task/7', { ...base, panel: 'shown', submit: 'enabled', taskContent: ['Mount the camera'], place });
    expect(await screen.findByTestId('practical-mobile-notice')).toBeTruthy();
    expect(screen.queryByTestId('record-submit')).toBeNull();
  });
});
