import { TIMINGS_MS } from '@credo/contracts/constants';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { ConfigProvider } from 'antd';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ok, serveApi, testSiteInfo } from '@/test/fixtures';
import { renderWithSite } from '@/test/render-with-site';
import { FloatingActions } from './floating-actions';
import type { SuggestionFormProps } from './suggestion-form';

const faqs = [{ id: 1, question: 'How long is a certificate valid?', answer: 'Two years.', sort: 1 }];
const activeSurvey = { title: 'How was your training?', description: 'Two minutes, five questions.', link: 'https://survey.example.com/s/42', activeState: 1 };

const serve = ({ faq = faqs as unknown[] | null, survey = activeSurvey as object | null } = {}) =>
  serveApi(testSiteInfo(), {
    '/api/certification/faq/list': () => (faq ? ok(faq) : new Response('down', { status: 500 })),
    '/api/certification/survey/config': () => (survey ? ok(survey) : new Response('down', { status: 500 })),
  });

const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 30)));

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('floating buttons', () => {
  it('show FAQ (linking to /faq) and the survey on home when both have content', async () => {
    serve();
    renderWithSite(<FloatingActions />, { path: '/' });
    const faq = await screen.findByRole('link', { name: 'Frequently asked questions' });
    expect(faq.getAttribute('href')).toBe('/faq');
    expect(screen.getByRole('button', { name: 'Share your feedback' })).toBeTruthy();
  });

  it('keep the /mobile variant in the FAQ link', async () => {
    serve();
    renderWithSite(<FloatingActions />, { path: '/mobile/my-learning' });
    expect((await screen.findByRole('link', { name: 'Frequently asked questions' })).getAttribute('href')).toBe('/mobile/faq');
  });

  it('hide FAQ when the list is empty or fails, and the survey when it is not active', async () => {
    serve({ faq: [], survey: { ...activeSurvey, activeState: 0 } });
    const first = renderWithSite(<FloatingActions />, { path: '/' });
    await settle();
    expect(screen.queryByTestId('floating-actions')).toBeNull();
    first.unmount();

    serve({ faq: null, survey: null });
    renderWithSite(<FloatingActions />, { path: '/' });
    await settle();
    expect(screen.queryByTestId('floating-actions')).toBeNull();
  });

  it('hide FAQ outside its pages and the survey on exam pages', async () => {
    const fetchMock = serve();
    const faqPage = renderWithSite(<FloatingActions />, { path: '/news' });
    expect(await screen.findByRole('button', { name: 'Share your feedback' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Frequently asked questions' })).toBeNull();
    faqPage.unmount();

    renderWithSite(<FloatingActions />, { path: '/practical-exam-task/3' });
    await settle();
    expect(screen.queryByTestId('floating-actions')).toBeNull();
    // Off their pages the lists are not even asked for.
    const asked = fetchMock.mock.calls.map(([input]) => new URL(String(input), 'http://localhost').pathname);
    expect(asked).not.toContain('/api/certification/faq/list');
  });

  it('open the survey pop-up with title, description, link and a start button', async () => {
    serve();
    renderWithSite(<FloatingActions />, { path: '/faq' });
    fireEvent.click(await screen.findByRole('button', { name: 'Share your feedback' }));
    const dialog = await screen.findByRole('dialog', { name: 'How was your training?' });
    expect(dialog.textContent).toContain('Two minutes, five questions.');
    expect(screen.getByRole('link', { name: 'https://survey.example.com/s/42' }).getAttribute('target')).toBe('_blank');
    const start = screen.getByRole('link', { name: 'Start survey now' });
    expect(start.getAttribute('href')).toBe('https://survey.example.com/s/42');
  });

  it('close the survey pop-up with Later, with Escape (focus back on the button) and with a press outside', async () => {
    serve();
    renderWithSite(<FloatingActions />, { path: '/' });
    const button = await screen.findByRole('button', { name: 'Share your feedback' });
    fireEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'I will do it later' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(button.getAttribute('aria-expanded')).toBe('false');

    fireEvent.click(button);
    screen.getByRole('button', { name: 'I will do it later' }).focus();
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(button);

    fireEvent.click(button);
    fireEvent.pointerDown(document.body);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("show each icon button's name as its tip, hidden from screen readers (the name is the aria-label)", async () => {
    serve();
    renderWithSite(<FloatingActions />, { path: '/' });
    const faq = await screen.findByRole('link', { name: 'Frequently asked questions' });
    const tip = faq.parentElement?.querySelector(':scope > [aria-hidden="true"]');
    expect(tip?.textContent).toBe('Frequently asked questions');
  });
});

describe('training suggestion pop-up', () => {
  /** Stands in for the later issue's form: reports a successful save when asked to. */
  const FakeForm = ({ onSubmitted, onCancel }: SuggestionFormProps) => (
    <div>
      <label>
        Topic <input aria-label="Topic" />
      </label>
      <button type="button" onClick={onSubmitted}>
        Fake submit
      </button>
      <button type="button" onClick={onCancel}>
        Fake cancel
      </button>
    </div>
  );

  it('is not offered while its form does not exist, nor outside classroom lists', async () => {
    serve({ faq: [], survey: null });
    const withoutForm = renderWithSite(<FloatingActions suggestionForm={null} />, { path: '/classroom/online' });
    await settle();
    expect(screen.queryByRole('button', { name: 'Suggest a training' })).toBeNull();
    withoutForm.unmount();

    renderWithSite(<FloatingActions suggestionForm={FakeForm} />, { path: '/classroom/detail/4' });
    await settle();
    expect(screen.queryByRole('button', { name: 'Suggest a training' })).toBeNull();
  });

  it('opens, shows the success tip for 1.5 s after a save, then closes and clears the form', async () => {
    serve({ faq: [], survey: null });
    // Without motion, a closed dialog leaves the DOM at once (jsdom never ends antd's leave animation).
    renderWithSite(
      <ConfigProvider theme={{ token: { motion: false } }}>
        <FloatingActions suggestionForm={FakeForm} />
      </ConfigProvider>,
      { path: '/workshop-seminar/list' },
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Suggest a training' }));
    expect(await screen.findByRole('dialog', { name: 'Training suggestion' })).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Topic'), { target: { value: 'Thermal cameras' } });

    const started = Date.now();
    fireEvent.click(screen.getByRole('button', { name: 'Fake submit' }));
    expect(screen.getByText('Thank you! Your suggestion has been submitted.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Training suggestion' })).toBeNull(), { timeout: 4000 });
    expect(Date.now() - started).toBeGreaterThanOrEqual(TIMINGS_MS.suggestionTip);

    fireEvent.click(screen.getByRole('button', { name: 'Suggest a training' }));
    expect(((await screen.findByLabelText('Topic')) as HTMLInputElement).value).toBe('');
  });
});
