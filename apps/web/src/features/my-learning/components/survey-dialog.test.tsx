import type { SurveyDetail } from '@credo/contracts/survey';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callsTo, envelope, ok, serveApi, testSiteInfo } from '@/test/fixtures';
import { renderWithSite } from '@/test/render-with-site';
import { SurveyDialog } from './survey-dialog';

const SAVE = '/api/user/survey/save';
const detail: SurveyDetail = {
  id: 5,
  surveyName: 'Course feedback',
  description: 'Three short questions.',
  relationName: 'Video basics',
  trainingType: '2',
  certificationTypeId: null,
  relationId: 9,
  relationType: 0,
  config: '{}',
  popUp: '1',
  submitted: false,
  questions: [
    { id: 1, content: 'How was it?', type: 0, required: '1', option: '["Good","Poor"]' },
    { id: 2, content: 'What helped?', type: 1, required: '0', option: '["Videos","Quizzes","Trainer"]' },
    { id: 3, content: 'What should we improve?', type: 2, required: '0', option: '[]' },
  ],
};

afterEach(() => vi.unstubAllGlobals());

const open = (onClose = vi.fn()) => {
  renderWithSite(<SurveyDialog detail={detail} onClose={onClose} />);
  return onClose;
};

describe('SurveyDialog', () => {
  it('starts on the intro; "I will do it later" closes without a call', async () => {
    const fetchMock = serveApi(testSiteInfo(), { [SAVE]: () => ok(true) });
    const onClose = open();
    expect(await screen.findByRole('dialog', { name: 'Course feedback' })).toBeTruthy();
    expect(screen.getByText('Tell us how Video basics went.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'I will do it later' }));
    expect(onClose).toHaveBeenCalled();
    expect(callsTo(fetchMock, SAVE)).toHaveLength(0);
  });

  it('keeps Submit disabled until the required question is answered, then saves multiple answers comma-joined', async () => {
    const fetchMock = serveApi(testSiteInfo(), { [SAVE]: () => ok(true) });
    const onClose = open();
    fireEvent.click(await screen.findByRole('button', { name: 'Start survey now' }));
    const submit = screen.getByRole('button', { name: 'Submit' }) as HTMLButtonElement;
    expect(submit.disabled).toBe(true);
    fireEvent.click(screen.getByLabelText('Videos'));
    fireEvent.click(screen.getByLabelText('Trainer'));
    expect(submit.disabled).toBe(true);
    const text = screen.getByLabelText('What should we improve?') as HTMLTextAreaElement;
    expect(text.maxLength).toBe(200);
    fireEvent.change(text, { target: { value: '  More labs  ' } });
    fireEvent.click(screen.getByLabelText('Good'));
    expect(submit.disabled).toBe(false);
    fireEvent.click(submit);
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const [call] = callsTo(fetchMock, SAVE);
    expect(call.body).toMatchObject({ releaseSurveyId: 5, relationId: 9, relationType: 0, relationName: 'Video basics', trainingType: '2' });
    expect(JSON.parse(call.body.content)).toEqual([
      { questionId: 1, answer: 'Good' },
      { questionId: 2, answer: 'Videos,Trainer' },
      { questionId: 3, answer: 'More labs' },
    ]);
  });

  it('a failed save closes silently (no Tips dialog, no error)', async () => {
    serveApi(testSiteInfo(), { [SAVE]: () => envelope(400, null, 'A required question is not answered', 400) });
    const onClose = open();
    fireEvent.click(await screen.findByRole('button', { name: 'Start survey now' }));
    fireEvent.click(screen.getByLabelText('Poor'));
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByText('A required question is not answered')).toBeNull();
  });
});
