import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearToasts, ToastHost } from '@/shared/ui/toast';
import { renderWithSite } from '@/test/render-with-site';
import { ShareLinks } from './share-links';

const course = { id: 7, courseType: 0, videoType: 2, courseName: 'Video Surveillance Fundamentals' };
const pageUrl = `${window.location.origin}/eu/course/detail/7?courseType=0`;

const stubClipboard = (writeText: (text: string) => Promise<void>) =>
  Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText: vi.fn(writeText) } });

afterEach(() => {
  Reflect.deleteProperty(navigator, 'clipboard');
  vi.useRealTimers();
  act(() => clearToasts());
});

describe('ShareLinks', () => {
  it('links LinkedIn, Facebook and X to the page URL, in a new tab without opener or referrer', () => {
    renderWithSite(<ShareLinks course={course} />, { session: { sitePrefix: 'eu' }, path: '/mobile/course/detail/7?courseType=0' });
    const group = screen.getByRole('group', { name: 'Share this course' });
    const links = within(group).getAllByRole('link');
    expect(links.map((a) => a.getAttribute('aria-label'))).toEqual([
      'Share on LinkedIn (opens in a new tab)',
      'Share on Facebook (opens in a new tab)',
      'Share on X (opens in a new tab)',
    ]);
    for (const a of links) {
      expect(a.getAttribute('target')).toBe('_blank');
      expect(a.getAttribute('rel')).toBe('noopener noreferrer');
    }
    const [linkedin, facebook, x] = links.map((a) => new URL(a.getAttribute('href')!));
    expect(linkedin.origin + linkedin.pathname).toBe('https://www.linkedin.com/sharing/share-offsite/');
    expect(linkedin.searchParams.get('url')).toBe(pageUrl);
    expect(facebook.searchParams.get('u')).toBe(pageUrl);
    expect(x.searchParams.get('url')).toBe(pageUrl);
    expect(x.searchParams.get('text')).toBe(course.courseName);
    expect(links[0].getAttribute('href')).toContain(encodeURIComponent(pageUrl));
  });

  it('Copy link puts the page URL on the clipboard and says Copied for 3 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    stubClipboard(() => Promise.resolve());
    renderWithSite(
      <>
        <ShareLinks course={course} />
        <ToastHost />
      </>,
      { session: { sitePrefix: 'eu' } },
    );
    fireEvent.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(await screen.findByText('Copied')).toBeTruthy();
    expect(navigator.clipboard.writeText).toHaveBeenCalledWith(pageUrl);
    // The confirmation is read once (a polite live region) and goes after 3 s.
    expect(screen.getByText('Copied').closest('[role="status"]')).toBeTruthy();
    await act(async () => vi.advanceTimersByTime(2_500));
    expect(screen.queryByText('Copied')).not.toBeNull();
    await act(async () => vi.advanceTimersByTime(1_000));
    expect(screen.queryByText('Copied')).toBeNull();
  });

  it('says so when the link cannot be copied', async () => {
    stubClipboard(() => Promise.reject(new Error('denied')));
    renderWithSite(
      <>
        <ShareLinks course={course} />
        <ToastHost />
      </>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Copy link' }));
    const failed = await screen.findByText('The link could not be copied. Copy it from the address bar.');
    expect(failed.closest('[role="alert"]')).toBeTruthy();
  });
});
