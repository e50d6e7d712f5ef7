import type { HomeData } from '@credo/contracts/home';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n, loadLanguage } from '@/i18n/i18n';
import { callsTo, envelope, ok, serveApi, testSiteInfo } from '@/test/fixtures';
import { renderWithSite } from '@/test/render-with-site';
import { HomePage } from './home-page';
import { SERVED_HOME_BANNERS_ID } from '@credo/contracts/constants';
import { DAY_MS, HOUR_MS } from '@credo/contracts/durations';

const iso = (days: number, hour = 9) => new Date(Math.floor(Date.now() / DAY_MS) * DAY_MS + days * DAY_MS + hour * HOUR_MS).toISOString();

/** An answer of getHomeData as the server sends it (shapes from the contract). */
const homeData = (overrides: Partial<HomeData> = {}): HomeData => ({
  courses: [
    {
      id: 11,
      name: 'Access Control Principles',
      courseType: 0,
      credits: 3,
      coverUrl: '/media/covers/course-access.svg',
      certificationName: 'Certified Security Associate (CSA)',
    },
    { id: 12, name: 'Palette choice in three minutes', courseType: 1, credits: 0, coverUrl: null, certificationName: null },
  ],
  classrooms: [
    {
      id: 21,
      title: 'Video Security Associate bootcamp',
      kind: 0,
      certificationId: 5,
      certificationName: 'Video Security Associate',
      startAt: iso(6),
      endAt: iso(8, 17),
      city: 'Dubai',
      countryCode: 'AE',
      trainerName: 'Omar Haddad',
      seats: 16,
      coverUrl: null,
    },
    {
      id: 22,
      title: 'Cybersecurity hardening',
      kind: 1,
      certificationId: null,
      certificationName: null,
      startAt: iso(9, 14),
      endAt: iso(9, 16),
      city: null,
      countryCode: null,
      trainerName: 'Mei Lin Tan',
      seats: 100,
      coverUrl: null,
    },
  ],
  trainers: [
    { id: 31, name: 'Sarah Mitchell', title: 'Lead trainer, video security', photoUrl: null, bio: 'Fifteen years designing CCTV.', countryCode: 'GB' },
  ],
  news: [1, 2, 3, 4].map((n) => ({ id: 40 + n, title: `News item ${n}`, summary: `Summary ${n}`, coverUrl: null, publishedAt: iso(-n) })),
  faqs: [
    { id: 51, question: 'How do I enrol?', answer: 'Open the certification and press Enrol.', sort: 0 },
    { id: 52, question: 'How many credits do I need?', answer: 'Twelve for the general programme.', sort: 1 },
    { id: 53, question: 'How long is my certificate valid?', answer: 'Two years.', sort: 2 },
  ],
  comments: [
    {
      id: 61,
      authorName: 'Emily Carter',
      authorRole: 'Installer, Brightline Security',
      avatarUrl: null,
      content: 'Short videos I could watch between jobs.',
      rating: 5,
    },
  ],
  ...overrides,
});

const HOME = '/api/certification/home/getHomeData';
const serveHome = (answer: () => Response) => serveApi(testSiteInfo(), { [HOME]: answer, '/api/certification/banner/release/query': () => ok([]) });

const sectionTitled = async (name: string) => (await screen.findByRole('heading', { level: 2, name })).closest('section')!;

afterEach(async () => {
  vi.unstubAllGlobals();
  await i18n.changeLanguage('en');
});

describe('HomePage sections', () => {
  it('renders every section from one getHomeData call of the site and language', async () => {
    const fetchMock = serveHome(() => ok(homeData()));
    renderWithSite(<HomePage />);
    const courses = await sectionTitled('Latest courses');
    expect(within(courses).getByText('Access Control Principles').closest('a')!.getAttribute('href')).toBe('/course/detail/11?courseType=0');
    expect(within(courses).getByText('Palette choice in three minutes').closest('a')!.getAttribute('href')).toBe('/course/detail/12?courseType=1');
    expect(within(courses).getByText('Credits: 3')).toBeTruthy();
    const classrooms = await sectionTitled('Upcoming classrooms');
    expect(within(classrooms).getByText('Video Security Associate bootcamp').closest('a')!.getAttribute('href')).toBe('/classroom/detail/21');
    expect(within(classrooms).getByText('Dubai, United Arab Emirates')).toBeTruthy();
    expect(within(classrooms).getByText('Live online')).toBeTruthy();
    expect(within(await sectionTitled('Meet our trainers')).getByText('Sarah Mitchell')).toBeTruthy();
    expect(within(await sectionTitled('What learners say')).getByLabelText('Rated 5 out of 5')).toBeTruthy();
    const [call] = callsTo(fetchMock, HOME);
    expect(call.url.searchParams.get('siteId')).toBeNull();
    expect(callsTo(fetchMock, HOME)).toHaveLength(1);
  });

  it('shows the four news items with links to their detail and to all news', async () => {
    serveHome(() => ok(homeData()));
    renderWithSite(<HomePage />);
    const news = await sectionTitled('Latest news');
    const items = within(news).getAllByRole('listitem');
    expect(items).toHaveLength(4);
    expect(items.map((item) => within(item).getByRole('link').getAttribute('href'))).toEqual([
      '/news/detail/41',
      '/news/detail/42',
      '/news/detail/43',
      '/news/detail/44',
    ]);
    expect(
      within(news)
        .getByRole('link', { name: /All news/ })
        .getAttribute('href'),
    ).toBe('/news');
    // Only the featured (first) item shows its summary.
    expect(within(news).getByText('Summary 1')).toBeTruthy();
    expect(within(news).queryByText('Summary 2')).toBeNull();
  });

  it('opens the first FAQ entry and folds the others', async () => {
    serveHome(() => ok(homeData()));
    renderWithSite(<HomePage />);
    const faq = await sectionTitled('Frequently asked questions');
    const headers = within(faq).getAllByRole('button');
    expect(headers.map((h) => h.getAttribute('aria-expanded'))).toEqual(['true', 'false', 'false']);
    expect(within(faq).getByText('Open the certification and press Enrol.')).toBeTruthy();
    expect(within(faq).queryByText('Twelve for the general programme.')).toBeNull();
    expect(
      within(faq)
        .getByRole('link', { name: /See all questions/ })
        .getAttribute('href'),
    ).toBe('/faq');
  });

  it('leaves out the sections that have nothing to show', async () => {
    serveHome(() => ok(homeData({ courses: [], trainers: [], comments: [], faqs: [] })));
    renderWithSite(<HomePage />);
    await sectionTitled('Latest news');
    expect(screen.getByRole('heading', { name: 'Upcoming classrooms' })).toBeTruthy();
    for (const title of ['Latest courses', 'Meet our trainers', 'What learners say', 'Frequently asked questions']) {
      expect(screen.queryByRole('heading', { name: title })).toBeNull();
    }
  });

  it.each([
    ['a business code', () => envelope(500, null, 'failed')],
    ['a server crash', () => new Response('boom', { status: 500 })],
  ])('shows no data section and no error after %s', async (_, answer) => {
    serveHome(answer);
    renderWithSite(<HomePage />);
    await waitFor(() => expect(screen.queryByLabelText('Loading…')).toBeNull());
    expect(screen.queryByRole('heading', { name: 'Latest news' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Frequently asked questions' })).toBeNull();
    expect(screen.queryByText(/boom|failed|error/i)).toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();
    // The certification path does not depend on the call.
    expect(screen.getByRole('heading', { name: 'Your path to certification' })).toBeTruthy();
  });

  it('keeps links in the /mobile variant', async () => {
    serveHome(() => ok(homeData()));
    renderWithSite(<HomePage />, { path: '/mobile' });
    const news = await sectionTitled('Latest news');
    expect(
      within(news)
        .getByRole('link', { name: /All news/ })
        .getAttribute('href'),
    ).toBe('/mobile/news');
    const courses = await sectionTitled('Latest courses');
    expect(within(courses).getByText('Access Control Principles').closest('a')!.getAttribute('href')).toBe('/mobile/course/detail/11?courseType=0');
    const trainers = await sectionTitled('Meet our trainers');
    expect(
      within(trainers)
        .getByRole('link', { name: /Trainer team/ })
        .getAttribute('href'),
    ).toBe('/mobile/trainer-team');
  });

  it('speaks Arabic, dates included', async () => {
    await loadLanguage(i18n, 'ar');
    await i18n.changeLanguage('ar');
    serveHome(() => ok(homeData()));
    renderWithSite(<HomePage />, { session: { direction: 'rtl' } });
    const faq = await sectionTitled('الأسئلة الشائعة');
    expect(within(faq).getByRole('link', { name: /عرض كل الأسئلة/ })).toBeTruthy();
    const classrooms = await sectionTitled('الفصول الدراسية القادمة');
    expect(within(classrooms).getAllByText(/[\u0600-\u06FF]/).length).toBeGreaterThan(2);
    expect(within(classrooms).getByText('مباشر عبر الإنترنت')).toBeTruthy();
  });

  it("names each banner's link after its banner, not only 'Learn more'", async () => {
    const banner = (id: number, title: string) => ({
      id,
      type: '0',
      title,
      description: '',
      imageUrl: `/img/${id}.jpg`,
      mobileImageUrl: '',
      linkUrl: `/banner-${id}`,
      sort: id,
    });
    serveApi(testSiteInfo(), {
      [HOME]: () => ok(homeData()),
      '/api/certification/banner/release/query': () => ok([banner(1, 'General Security Certification'), banner(2, 'Video Security Associate')]),
    });
    renderWithSite(<HomePage />);
    const banners = await screen.findByTestId('home-banners');
    const first = within(banners).getByRole('link', { name: 'Learn more: General Security Certification', hidden: true });
    expect(first.getAttribute('href')).toBe('/banner-1');
    expect(within(banners).getByRole('link', { name: 'Learn more: Video Security Associate', hidden: true }).getAttribute('href')).toBe('/banner-2');
    // What is drawn is still "Learn more"; the title is for screen readers and crawlers.
    expect(within(first).getByText(/General Security Certification/).className).toMatch(/hidden/);
  });

  describe('banners the server put in the page (first load)', () => {
    const served = (site: number, language: number, banners: unknown[]) => {
      const block = document.createElement('script');
      block.type = 'application/json';
      block.id = SERVED_HOME_BANNERS_ID;
      block.dataset.site = String(site);
      block.dataset.language = String(language);
      block.textContent = JSON.stringify(banners);
      document.head.appendChild(block);
    };
    const banner = (id: number, title: string, sort: number) => ({
      id,
      type: '0',
      title,
      description: '',
      imageUrl: `/img/${id}.svg`,
      mobileImageUrl: '',
      linkUrl: null,
      sort,
    });
    afterEach(() => document.getElementById(SERVED_HOME_BANNERS_ID)?.remove());

    it('paint the banners without the banner call, in their order, and are read once', async () => {
      served(21, 1, [banner(2, 'Second', 2), banner(1, 'First', 1)]);
      const fetchMock = serveHome(() => ok(homeData()));
      renderWithSite(<HomePage />);
      const banners = screen.getByTestId('home-banners');
      expect(
        within(banners)
          .getAllByRole('heading', { level: 2, hidden: true })
          .map((h) => h.textContent),
      ).toEqual(['First', 'Second']);
      expect(banners.querySelector('img')?.getAttribute('src')).toBe('/img/1.svg');
      expect(document.getElementById(SERVED_HOME_BANNERS_ID)).toBeNull();
      await screen.findByText('Access Control Principles');
      expect(callsTo(fetchMock, '/api/certification/banner/release/query')).toHaveLength(0);
    });

    it("are left for the banner call when the visit's site or language is not theirs", async () => {
      served(21, 2, [banner(1, 'Arabic banner', 1)]);
      const fetchMock = serveHome(() => ok(homeData()));
      renderWithSite(<HomePage />);
      await waitFor(() => expect(callsTo(fetchMock, '/api/certification/banner/release/query')).toHaveLength(1));
      expect(screen.queryByText('Arabic banner')).toBeNull();
      expect(document.getElementById(SERVED_HOME_BANNERS_ID)).toBeNull();
    });
  });
});
