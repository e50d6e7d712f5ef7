import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callsTo, envelope, ok, testUser } from '@/test/fixtures';
import { clearHeaderCookies, renderHeader } from './header-test-kit';

afterEach(() => {
  vi.unstubAllGlobals();
  clearHeaderCookies();
});

const location = () => screen.getByTestId('location').textContent;
/** A visitor from Poland on a site whose language was chosen for the United Kingdom. */
const fromPoland = { visitorCountry: { countryCode: 'PL', countryName: 'Poland' }, languageCountryCode: 'GB' };

const pick = async (country: string, language: string) => {
  fireEvent.click(await screen.findByRole('button', { name: /^Country and language/ }));
  const dialog = await screen.findByRole('dialog');
  fireEvent.click(within(dialog).getByRole('button', { name: new RegExp(`^${country}`) }));
  fireEvent.click(await within(dialog).findByRole('button', { name: language }));
};

describe('language tip (cert §2)', () => {
  it('points at the selector when the visitor’s country differs, and stays dismissed (tips cookie)', async () => {
    const first = renderHeader({ session: fromPoland });
    expect(await screen.findByText('Visiting from Poland?')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'No, thanks' }));
    await waitFor(() => expect(screen.queryByText('Visiting from Poland?')).toBeNull());
    expect(document.cookie).toContain('showCountryLanguageTips=');
    first.unmount();

    renderHeader({ session: fromPoland });
    await screen.findByRole('navigation', { name: 'Main menu' });
    expect(screen.queryByText('Visiting from Poland?')).toBeNull();
  });

  it('does not show once a language was chosen (language cookie), nor for a visitor from the chosen country', async () => {
    document.cookie = 'languageCheckedId=1; path=/';
    const chosen = renderHeader({ session: fromPoland });
    await screen.findByRole('navigation', { name: 'Main menu' });
    expect(screen.queryByText('Visiting from Poland?')).toBeNull();
    chosen.unmount();
    clearHeaderCookies();

    renderHeader({ session: { visitorCountry: { countryCode: 'GB', countryName: 'United Kingdom' }, languageCountryCode: 'GB' } });
    await screen.findByRole('navigation', { name: 'Main menu' });
    expect(screen.queryByText(/Visiting from/)).toBeNull();
  });

  it('opens the selector from its Choose button', async () => {
    renderHeader({ session: fromPoland });
    fireEvent.click(await screen.findByRole('button', { name: 'Choose your country and language' }));
    expect(within(await screen.findByRole('dialog')).getByText('Choose your country or region')).toBeTruthy();
  });
});

describe('language selector dialog (cert §2, §4)', () => {
  it('asks the country first, then that country’s languages, and switches a visitor in place', async () => {
    const { switchLanguage, fetchMock } = renderHeader();
    await pick('United Arab Emirates', 'العربية');
    await waitFor(() => expect(switchLanguage).toHaveBeenCalledWith(2, 'AE'));
    expect(callsTo(fetchMock, '/api/user/updateLanguageId')).toHaveLength(0);
  });

  it('stores a signed-in user’s language first, and switches only when that answers 200', async () => {
    const stored = renderHeader({ user: testUser(), handlers: { '/api/user/updateLanguageId': () => ok(true) } });
    await pick('United Arab Emirates', 'العربية');
    await waitFor(() => expect(stored.switchLanguage).toHaveBeenCalledWith(2, 'AE'));
    expect(callsTo(stored.fetchMock, '/api/user/updateLanguageId').map((call) => call.body.languageId)).toEqual([2]);
    stored.unmount();
    vi.unstubAllGlobals();

    const refused = renderHeader({
      user: testUser(),
      handlers: { '/api/user/updateLanguageId': () => envelope(400, null, 'Language 2 is not offered on site 21') },
    });
    await pick('United Arab Emirates', 'العربية');
    await waitFor(() => expect(callsTo(refused.fetchMock, '/api/user/updateLanguageId')).toHaveLength(1));
    expect(refused.switchLanguage).not.toHaveBeenCalled();
  });
});

describe('detail-page language switch (cert §2)', () => {
  const related = (answer: unknown[]) => ({ '/api/certification/release/certification/getByCountryLanguage': () => ok(answer) });

  it('goes to the related certification in the new language when exactly one matches', async () => {
    const { fetchMock, switchLanguage } = renderHeader({ path: '/certification/detail/5', handlers: related([{ id: 9 }]) });
    await pick('United Arab Emirates', 'العربية');
    await waitFor(() => expect(location()).toBe('/certification/detail/9'));
    expect(switchLanguage).toHaveBeenCalledWith(2, 'AE');
    const [call] = callsTo(fetchMock, '/api/certification/release/certification/getByCountryLanguage');
    expect(Object.fromEntries(call.url.searchParams)).toMatchObject({ id: '5', languageId: '2', countryCode: 'AE' });
  });

  it('looks a course page up by its course and goes home when not exactly one matches', async () => {
    const none = renderHeader({ path: '/course/detail/44?courseType=0', handlers: related([]) });
    await pick('United Arab Emirates', 'العربية');
    await waitFor(() => expect(location()).toBe('/'));
    const [call] = callsTo(none.fetchMock, '/api/certification/release/certification/getByCountryLanguage');
    expect(call.url.searchParams.get('courseId')).toBe('44');
    none.unmount();
    vi.unstubAllGlobals();

    renderHeader({ path: '/certification/detail/5', handlers: related([{ id: 9 }, { id: 10 }]) });
    await pick('United Arab Emirates', 'العربية');
    await waitFor(() => expect(location()).toBe('/'));
  });

  it('stays on other pages', async () => {
    const { fetchMock, switchLanguage } = renderHeader({ path: '/faq' });
    await pick('United Arab Emirates', 'العربية');
    await waitFor(() => expect(switchLanguage).toHaveBeenCalled());
    expect(location()).toBe('/faq');
    expect(callsTo(fetchMock, '/api/certification/release/certification/getByCountryLanguage')).toHaveLength(0);
  });
});
