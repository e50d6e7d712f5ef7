// The course player: who may play what, playing and saving (fixtures in course-player.test-kit.tsx).
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { callsTo, ok, serveApi, testSiteInfo, testUser, unauthorized, type Handler } from '@/test/fixtures';
import { closeLoginTip } from '@/shared/dialogs/login-tip';
import {
  DETAIL,
  USER,
  POWER,
  RELOAD,
  chapter,
  course,
  visitorCourse,
  grant,
  saved,
  renderPage,
  deferred,
  media,
  loaded,
  chapterRow,
  playChapter,
  videoOf,
  usePlayerTestHooks,
} from './course-player.test-kit';

usePlayerTestHooks();

describe('course player: who may play what', () => {
  it('a visitor clicking any chapter gets the login tip and no playback call', async () => {
    const fetchMock = serveApi(testSiteInfo(), { [USER]: () => unauthorized(), [DETAIL]: () => ok(visitorCourse()) });
    renderPage();
    await loaded();
    await playChapter(/2\. Chapter 2/);
    expect(screen.getByTestId('login-tip').textContent).toBe('open');
    act(() => closeLoginTip());
    fireEvent.click(screen.getByRole('button', { name: 'Sign in to watch' }));
    expect(screen.getByTestId('login-tip').textContent).toBe('open');
    expect(callsTo(fetchMock, POWER)).toHaveLength(0);
    // No quiz, no quiz button.
    expect(screen.queryByRole('button', { name: 'Start quiz' })).toBeNull();
  });

  it('a locked chapter is not a button, says why on focus, and asks for no playback', async () => {
    const fetchMock = serveApi(testSiteInfo(), { [USER]: () => ok(testUser()), [DETAIL]: () => ok(course()) });
    renderPage();
    await loaded();
    const locked = chapterRow(/2\. Chapter 2/);
    expect(within(locked).queryByRole('button')).toBeNull();
    expect(within(locked).getByRole('img', { name: 'Locked' })).toBeTruthy();
    expect(within(locked).getByText('Finish the previous chapter to unlock this one.')).toBeTruthy();
    const row = locked.querySelector('[aria-disabled="true"]') as HTMLElement;
    expect(row.tabIndex).toBe(0);
    fireEvent.click(row);
    // The reason is the row's description: shown as a tooltip on hover and focus, read on focus.
    const tip = document.getElementById(row.getAttribute('aria-describedby') ?? '');
    expect(tip?.getAttribute('role')).toBe('tooltip');
    expect(tip?.textContent).toBe('Finish the previous chapter to unlock this one.');
    expect(callsTo(fetchMock, POWER)).toHaveLength(0);
  });

  it('a signed-in learner who is not enrolled may play the free preview, and nothing is saved', async () => {
    const fetchMock = serveApi(testSiteInfo(), {
      [USER]: () => ok(testUser()),
      [DETAIL]: () => ok(course({ registrationStatus: 0, learningProcess: 0, resumeChapterId: null })),
      [POWER]: () => ok(grant()),
    });
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Play' }));
    const video = await videoOf();
    expect(callsTo(fetchMock, POWER)[0].url.searchParams.get('courseContentId')).toBe('1');
    media(video, { currentTime: 2 });
    fireEvent.pause(video);
    expect(callsTo(fetchMock, RELOAD)).toHaveLength(0);
  });
});

describe('course player: playing and saving', () => {
  it('preselects the resume chapter without playing, then resumes at the saved position', async () => {
    const detail = course({
      resumeChapterId: 2,
      courseContentReleaseDTOS: [
        chapter(1, { completed: true, watchedSeconds: 5, payDuration: 5 }),
        chapter(2, { payDuration: 2, watchedSeconds: 2 }),
        chapter(3, { locked: true }),
      ],
    });
    const fetchMock = serveApi(testSiteInfo(), { [USER]: () => ok(testUser()), [DETAIL]: () => ok(detail), [POWER]: () => ok(grant({ payDuration: 2 })) });
    renderPage();
    await screen.findByText('Continue where you left off');
    expect(chapterRow(/2\. Chapter 2/).getAttribute('aria-current')).toBe('step');
    expect(within(chapterRow(/1\. Chapter 1/)).getByRole('img', { name: 'Completed' })).toBeTruthy();
    expect(
      within(chapterRow(/2\. Chapter 2/))
        .getByRole('progressbar')
        .getAttribute('aria-valuenow'),
    ).toBe('40');
    expect(screen.queryByRole('heading', { name: 'Course completed' })).toBeNull();
    expect(callsTo(fetchMock, POWER)).toHaveLength(0);
    expect(document.querySelector('video')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Resume at 00:02' }));
    const video = await videoOf();
    expect(callsTo(fetchMock, POWER)[0].url.searchParams.get('courseContentId')).toBe('2');
    expect(video.getAttribute('src')).toBe('/media/video/abc');
    media(video, { duration: 5.04, currentTime: 0 });
    fireEvent.loadedMetadata(video);
    expect(video.currentTime).toBe(2);
    // The resume seek is not a save.
    fireEvent.seeked(video);
    expect(callsTo(fetchMock, RELOAD)).toHaveLength(0);
    expect(within(chapterRow(/2\. Chapter 2/)).getByRole('img', { name: 'Now playing' })).toBeTruthy();
  });

  it("draws the learner's e-mail over the video", async () => {
    serveApi(testSiteInfo(), { [USER]: () => ok(testUser({ email: 'ada@example.test' })), [DETAIL]: () => ok(course()), [POWER]: () => ok(grant()) });
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Play' }));
    await videoOf();
    const mark = screen.getByTestId('watermark');
    expect(mark.tagName).toBe('CANVAS');
    expect(mark.getAttribute('data-text')).toBe('ada@example.test');
    expect(mark.getAttribute('aria-hidden')).toBe('true');
  });

  it('saves on pause and on ended (the media duration), never two saves at once, with quizExist 1', async () => {
    const first = deferred<Response>();
    let saves = 0;
    const reload: Handler = () => (saves++ === 0 ? first.promise : ok(saved({ payDuration: 5, chapterCompleted: true })));
    const fetchMock = serveApi(testSiteInfo(), { [USER]: () => ok(testUser()), [DETAIL]: () => ok(course()), [POWER]: () => ok(grant()), [RELOAD]: reload });
    renderPage();
    await playChapter(/1\. Chapter 1/);
    const video = await videoOf();
    media(video, { currentTime: 3.456, ended: false });
    fireEvent.play(video);
    fireEvent.pause(video);
    await waitFor(() => expect(callsTo(fetchMock, RELOAD)).toHaveLength(1));
    expect(callsTo(fetchMock, RELOAD)[0].body).toMatchObject({ releaseCourseId: 7, releaseCourseContentId: 1, payDuration: 3.46, quizExist: 1 });

    // The end arrives while the pause's save is in flight: it waits, and the pause that comes with it is not a save.
    media(video, { currentTime: 5.04, duration: 5.04, ended: true });
    fireEvent.pause(video);
    fireEvent.ended(video);
    await new Promise((r) => setTimeout(r, 20));
    expect(callsTo(fetchMock, RELOAD)).toHaveLength(1);
    await act(async () => first.resolve(ok(saved({ payDuration: 3.46, watchedSeconds: 3 }))));
    await waitFor(() => expect(callsTo(fetchMock, RELOAD)).toHaveLength(2));
    expect(callsTo(fetchMock, RELOAD)[1].body).toMatchObject({ releaseCourseContentId: 1, payDuration: 5 });
  });

  it("after a skip ahead says on screen that the chapter must be watched, with what is left by the server's saved progress (issue 14)", async () => {
    serveApi(testSiteInfo(), {
      [USER]: () => ok(testUser()),
      [DETAIL]: () => ok(course({ courseContentReleaseDTOS: [chapter(1, { durationSeconds: 600, watchedSeconds: 120 }), chapter(2, { locked: true })] })),
      [POWER]: () => ok(grant({ durationSeconds: 600 })),
      // The jump to 9:00 is kept as the position but marks no seconds: the server still counts 130.
      [RELOAD]: () => ok(saved({ payDuration: 540, watchedSeconds: 130 })),
    });
    renderPage();
    await playChapter(/1\. Chapter 1/);
    const video = await videoOf();
    const note = screen.getByTestId('next-locked-note');
    expect(note.textContent).toBe('Watch this chapter to the end to unlock the next video: 07:59 still to watch. Parts you skip do not count.');
    media(video, { currentTime: 540, duration: 600, paused: true });
    fireEvent.pause(video);
    await waitFor(() => expect(screen.getByTestId('next-locked-note').textContent).toContain('07:49 still to watch'));
  });

  it('announces the unlocked chapter, refetches the detail and enables Next video', async () => {
    let unlocked = false;
    const fetchMock = serveApi(testSiteInfo(), {
      [USER]: () => ok(testUser()),
      [DETAIL]: () =>
        ok(
          unlocked
            ? course({ resumeChapterId: 2, courseContentReleaseDTOS: [chapter(1, { completed: true }), chapter(2), chapter(3, { locked: true })] })
            : course(),
        ),
      [POWER]: () => ok(grant()),
      [RELOAD]: () => {
        unlocked = true;
        return ok(saved({ chapterCompleted: true, unlockedChapterId: 2 }));
      },
    });
    renderPage();
    await playChapter(/1\. Chapter 1/);
    const video = await videoOf();
    const next = screen.getByRole('button', { name: /Next video/ });
    // Locked, yet focusable: it says why (its description) and a click plays nothing.
    expect(next.getAttribute('aria-disabled')).toBe('true');
    expect(document.getElementById(next.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Watch this chapter to the end to unlock the next video: 00:04 still to watch. Parts you skip do not count.',
    );
    fireEvent.click(next);
    expect(callsTo(fetchMock, POWER)).toHaveLength(1);
    media(video, { currentTime: 5, duration: 5, ended: true });
    fireEvent.ended(video);
    expect(await screen.findByText('Next chapter unlocked: 2. Chapter 2')).toBeTruthy();
    await waitFor(() => expect(callsTo(fetchMock, DETAIL).length).toBeGreaterThanOrEqual(2));
    await waitFor(() => expect(screen.getByRole('button', { name: /Next video/ }).hasAttribute('aria-disabled')).toBe(false));
    // Still the chapter in the player (highlighted), now with its check.
    expect(chapterRow(/1\. Chapter 1/).getAttribute('aria-current')).toBe('step');
    expect(within(chapterRow(/1\. Chapter 1/)).getByRole('img', { name: 'Completed' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: /Next video/ }));
    await waitFor(() => expect(callsTo(fetchMock, POWER)).toHaveLength(2));
    expect(callsTo(fetchMock, POWER)[1].url.searchParams.get('courseContentId')).toBe('2');
  });

  it('on completion says so and shows the credits towards the certification', async () => {
    let done = false;
    const last = [chapter(1, { completed: true }), chapter(2, { completed: true }), chapter(3)];
    serveApi(testSiteInfo(), {
      [USER]: () => ok(testUser()),
      [DETAIL]: () =>
        ok(
          course({
            resumeChapterId: 3,
            courseContentReleaseDTOS: done ? last.map((c) => ({ ...c, completed: true })) : last,
            ...(done ? { learningProcess: 3, earnedCredits: 3, certificationCredits: { certificationId: 3, earned: 6, required: 9 } } : {}),
          }),
        ),
      [POWER]: () => ok(grant()),
      [RELOAD]: () => {
        done = true;
        return ok(saved({ chapterCompleted: true, learningProcess: 3, courseCompleted: true, earnedCredits: 3 }));
      },
    });
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Play' }));
    const video = await videoOf();
    media(video, { currentTime: 5, duration: 5, ended: true });
    fireEvent.ended(video);
    expect(await screen.findByText('Course completed. Well done!')).toBeTruthy();
    const panel = await screen.findByTestId('credits-panel');
    expect(within(panel).getByRole('heading', { name: 'Course completed' })).toBeTruthy();
    expect(within(panel).getByText('Credits earned with this course: 3')).toBeTruthy();
    await within(panel).findByText('6 of 9 credits towards Certified Security Associate');
  });

  it('asks for a new grant when the link expired, resuming where the video stopped', async () => {
    let grants = 0;
    const fetchMock = serveApi(testSiteInfo(), {
      [USER]: () => ok(testUser()),
      [DETAIL]: () => ok(course()),
      [POWER]: () => ok(grants++ === 0 ? grant({ expiresAt: new Date(Date.now() - 1000).toISOString() }) : grant({ url: '/media/video/fresh' })),
    });
    renderPage();
    await playChapter(/1\. Chapter 1/);
    const video = await videoOf();
    media(video, { currentTime: 1.5 });
    fireEvent.play(video);
    await waitFor(() => expect(callsTo(fetchMock, POWER)).toHaveLength(2));
    const fresh = await waitFor(() => {
      const v = document.querySelector('video');
      expect(v?.getAttribute('src')).toBe('/media/video/fresh');
      return v as HTMLVideoElement;
    });
    media(fresh, { duration: 5, currentTime: 0 });
    fireEvent.loadedMetadata(fresh);
    expect(fresh.currentTime).toBe(1.5);
  });

  it('asks for a new grant when the stream answers 403', async () => {
    let grants = 0;
    const fetchMock = serveApi(testSiteInfo(), {
      [USER]: () => ok(testUser()),
      [DETAIL]: () => ok(course()),
      [POWER]: () => ok(grant({ url: grants++ === 0 ? '/media/video/old' : '/media/video/new' })),
      '/media/video/old': () => new Response('expired', { status: 403 }),
    });
    renderPage();
    await playChapter(/1\. Chapter 1/);
    const video = await videoOf();
    fireEvent.error(video);
    await waitFor(() => expect(callsTo(fetchMock, POWER)).toHaveLength(2));
    await waitFor(() => expect(document.querySelector('video')?.getAttribute('src')).toBe('/media/video/new'));
  });
});
