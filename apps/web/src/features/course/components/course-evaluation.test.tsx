import { EVALUATION_COMMENT_MAX } from '@credo/contracts/learning';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callsTo, envelope, ok, serveApi, testSiteInfo, testUser, unauthorized, type Handler } from '@/test/fixtures';
import { clearToasts, ToastHost } from '@/shared/ui/toast';
import { renderWithSite } from '@/test/render-with-site';
import { CourseEvaluation } from './course-evaluation';

const USER = '/api/user/sso/getUserInfo';
const QUERY = '/api/certification/evaluate/queryByUserId';
const SAVE = '/api/certification/evaluate/save';

type Course = Parameters<typeof CourseEvaluation>[0]['course'];
const enrolled: Course = { id: 7, courseType: 0, registrationStatus: 2, learningProcess: 2 };
const saved = (score: number, content: string) => ({ relationId: 7, score, content, createdAt: '2026-03-01T10:00:00.000Z' });

const serve = (handlers: Record<string, Handler>) => serveApi(testSiteInfo(), { [USER]: () => ok(testUser()), ...handlers });
const card = () => screen.findByRole('region', { name: 'Rate this course' });
const submitButton = () => screen.getByRole('button', { name: 'Submit' }) as HTMLButtonElement;
const comment = () => screen.getByLabelText('Comment (optional)') as HTMLTextAreaElement;
const star = (n: number) => screen.getAllByRole('radio')[n - 1];

afterEach(() => {
  vi.unstubAllGlobals();
  act(() => clearToasts());
});

describe('CourseEvaluation', () => {
  it('is not shown to visitors or to learners who are not enrolled (or not yet audited), and asks nothing', async () => {
    const fetchMock = serve({ [USER]: () => unauthorized(), [QUERY]: () => ok(null) });
    const { unmount } = renderWithSite(
      <>
        <CourseEvaluation course={enrolled} />
        <ToastHost />
      </>,
    );
    await waitFor(() => expect(callsTo(fetchMock, USER)).toHaveLength(1));
    expect(screen.queryByRole('region')).toBeNull();
    unmount();

    const signedIn = serve({ [QUERY]: () => ok(null) });
    for (const registrationStatus of [0, 1] as const) {
      const view = renderWithSite(
        <>
          <CourseEvaluation course={{ ...enrolled, registrationStatus }} />
          <ToastHost />
        </>,
      );
      await waitFor(() => expect(callsTo(signedIn, USER).length).toBeGreaterThan(0));
      expect(screen.queryByRole('region')).toBeNull();
      view.unmount();
    }
    expect(callsTo(signedIn, QUERY)).toHaveLength(0);
  });

  it("loads the learner's evaluation and shows it for editing", async () => {
    const fetchMock = serve({ [QUERY]: () => ok(saved(4, 'Clear and practical.')) });
    renderWithSite(
      <>
        <CourseEvaluation course={enrolled} />
        <ToastHost />
      </>,
    );
    const region = await card();
    await waitFor(() => expect(comment().value).toBe('Clear and practical.'));
    expect(callsTo(fetchMock, QUERY)[0].body).toMatchObject({ relationType: 1, relationId: 7, courseType: 0 });
    expect(within(region).getByText('Very good')).toBeTruthy();
    expect(star(4).getAttribute('aria-checked')).toBe('true');
    expect(star(5).getAttribute('aria-checked')).toBe('false');
    expect(within(region).getByText('Your rating is saved.')).toBeTruthy();
    // Nothing changed yet: nothing to submit.
    expect(submitButton().disabled).toBe(true);
  });

  it('keeps Submit disabled without a score, and the comment within 200 characters', async () => {
    const fetchMock = serve({ [QUERY]: () => ok(null), [SAVE]: () => ok(saved(1, '')) });
    renderWithSite(
      <>
        <CourseEvaluation course={enrolled} />
        <ToastHost />
      </>,
    );
    await card();
    await waitFor(() => expect(screen.getByText('Not rated yet')).toBeTruthy());
    expect(submitButton().disabled).toBe(true);
    // The stars come first: the comment box opens with a score.
    expect(screen.queryByLabelText('Comment (optional)')).toBeNull();

    fireEvent.click(star(3));
    fireEvent.change(comment(), { target: { value: 'x'.repeat(EVALUATION_COMMENT_MAX + 50) } });
    expect(comment().value).toHaveLength(EVALUATION_COMMENT_MAX);
    expect(comment().getAttribute('maxlength')).toBe(String(EVALUATION_COMMENT_MAX));
    expect(screen.getByText(`${EVALUATION_COMMENT_MAX} / ${EVALUATION_COMMENT_MAX}`)).toBeTruthy();
    expect(submitButton().disabled).toBe(false);

    // Taking the score back (a second click on the same star) disables Submit again, comment kept.
    fireEvent.click(star(3));
    expect(screen.getByText('Not rated yet')).toBeTruthy();
    expect(comment().value).toHaveLength(EVALUATION_COMMENT_MAX);
    expect(submitButton().disabled).toBe(true);
    fireEvent.submit(comment().closest('form')!);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(callsTo(fetchMock, SAVE)).toHaveLength(0);
  });

  it('saves the score and comment, thanks the learner and shows the saved rating', async () => {
    const fetchMock = serve({
      [QUERY]: () => ok(null),
      [SAVE]: ({ body }) => ok(saved((body as { score: number }).score, (body as { content: string }).content)),
    });
    renderWithSite(
      <>
        <CourseEvaluation course={{ ...enrolled, learningProcess: 1 }} />
        <ToastHost />
      </>,
    );
    expect(await screen.findByText('Rate it when you have finished the course. You can change your rating at any time.')).toBeTruthy();
    fireEvent.click(star(5));
    expect(screen.getByText('Excellent')).toBeTruthy();
    fireEvent.change(comment(), { target: { value: '  Worth every minute.  ' } });
    expect(submitButton().disabled).toBe(false);
    fireEvent.click(submitButton());

    expect(await screen.findByText('Thank you for rating this course.')).toBeTruthy();
    expect(callsTo(fetchMock, SAVE)).toHaveLength(1);
    expect(callsTo(fetchMock, SAVE)[0].body).toEqual({ relationId: 7, courseType: 0, score: 5, content: 'Worth every minute.' });
    expect(await screen.findByText('Your rating is saved.')).toBeTruthy();
    expect(comment().value).toBe('Worth every minute.');
    expect(submitButton().disabled).toBe(true);
  });

  it('a refused save keeps what the learner wrote (the shared client shows the Tips dialog)', async () => {
    serve({ [QUERY]: () => ok(saved(3, 'ok')), [SAVE]: () => envelope(403, null, 'Enrol in the course to rate it') });
    renderWithSite(
      <>
        <CourseEvaluation course={enrolled} />
        <ToastHost />
      </>,
    );
    await waitFor(() => expect(comment().value).toBe('ok'));
    fireEvent.click(star(2));
    fireEvent.click(submitButton());
    await waitFor(() => expect(submitButton().disabled).toBe(false));
    expect(screen.queryByText('Thank you for rating this course.')).toBeNull();
    expect(star(2).getAttribute('aria-checked')).toBe('true');
    expect(screen.queryByText('Your rating is saved.')).toBeNull();
  });

  it('offers a retry when the evaluation cannot be loaded', async () => {
    let fail = true;
    serve({ [QUERY]: () => (fail ? new Response('down', { status: 502 }) : ok(null)) });
    renderWithSite(
      <>
        <CourseEvaluation course={enrolled} />
        <ToastHost />
      </>,
    );
    expect(await screen.findByText('Your rating could not be loaded.', {}, { timeout: 10_000 })).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: /Try again/ }));
    expect(await screen.findByText('Not rated yet')).toBeTruthy();
  });
});
