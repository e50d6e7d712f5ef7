// The course page beyond the player: Start quiz, and the topic page and its trail.
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { callsTo, ok, serveApi, testSiteInfo, testUser, unauthorized } from '@/test/fixtures';
import { DETAIL, USER, course, visitorCourse, renderAt, renderPage, deferred, loaded, usePlayerTestHooks } from './course-player.test-kit';

usePlayerTestHooks();

describe('quiz and topic', () => {
  it('keeps Start quiz disabled until the learning stage is over, then opens the exam page', async () => {
    let process = 1;
    serveApi(testSiteInfo(), { [USER]: () => ok(testUser()), [DETAIL]: () => ok(course({ hasQuiz: true, learningProcess: process as 1 })) });
    const view = renderPage();
    const start = await screen.findByRole('button', { name: 'Start quiz' });
    expect(start.hasAttribute('disabled')).toBe(true);
    expect(screen.getByText('Watch every chapter to unlock the quiz.')).toBeTruthy();
    process = 2;
    await act(() => view.client.invalidateQueries());
    await waitFor(() => expect(screen.getByRole('button', { name: 'Start quiz' }).hasAttribute('disabled')).toBe(false));
    fireEvent.click(screen.getByRole('button', { name: 'Start quiz' }));
    expect(screen.getByTestId('location').textContent).toBe('/exam?relationId=7&relationType=1&courseType=0');
  });

  it('a visitor pressing Start quiz gets the login tip', async () => {
    serveApi(testSiteInfo(), { [USER]: () => unauthorized(), [DETAIL]: () => ok({ ...visitorCourse(), hasQuiz: true }) });
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Start quiz' }));
    expect(screen.getByTestId('login-tip').textContent).toBe('open');
  });

  it('shows a topic with the topic trail, asking the detail with courseType 1; anything else moves to its own page', async () => {
    const topic = course({ id: 9, courseType: 1, videoType: 1, courseName: 'Camera Firmware 5.7', certificationName: null, certificationCredits: null });
    const fetchMock = serveApi(testSiteInfo(), {
      [USER]: () => unauthorized(),
      [DETAIL]: ({ url }) => ok(url.searchParams.get('id') === '9' ? topic : { ...topic, id: 10, videoType: 3 }),
    });
    renderAt('/topic/detail/9');
    await screen.findByRole('heading', { level: 1, name: 'Camera Firmware 5.7' });
    expect(callsTo(fetchMock, DETAIL)[0].url.searchParams.get('courseType')).toBe('1');
    const trail = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(trail).getByRole('link', { name: 'Educational videos' }).getAttribute('href')).toBe('/educational-video/list?videoType=1');
    expect(screen.getByRole('heading', { name: 'Topic content' })).toBeTruthy();
    expect(screen.getByRole('complementary', { name: 'Topic summary' })).toBeTruthy();
  });

  it('ends the trail at the kind while the course loads, then at the course name', async () => {
    const answer = deferred<Response>();
    serveApi(testSiteInfo(), { [USER]: () => unauthorized(), [DETAIL]: () => answer.promise });
    renderPage();
    const items = () =>
      within(screen.getByRole('navigation', { name: 'Breadcrumb' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent);
    await waitFor(() => expect(items()).toEqual(['Home', 'Course']));
    answer.resolve(ok(course()));
    await loaded();
    expect(items()).toEqual(['Home', 'Course', 'Security Systems Fundamentals']);
  });

  it('moves /topic/detail/{id} of a webinar to /course/detail/{id}?courseType=1', async () => {
    serveApi(testSiteInfo(), { [USER]: () => unauthorized(), [DETAIL]: () => ok(course({ id: 10, courseType: 1, videoType: 3 })) });
    renderAt('/topic/detail/10');
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/course/detail/10?courseType=1'));
  });
});
