import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setSiteParams } from './request-context';
import { applyLanguage } from './locale';
import { Root } from './root';
import { goTo } from '@/shared/session/sso-links';
import { callsTo, ok, serveApi, testSiteInfo, testSupplement, testUser, unauthorized } from '@/test/fixtures';

vi.mock('@/shared/session/sso-links', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/shared/session/sso-links')>()),
  goTo: vi.fn(),
}));

const setWidth = (width: number) => Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });

const serveUser = () =>
  serveApi(testSiteInfo(), {
    '/api/user/sso/getUserInfo': () => ok(testUser({ company: 'Acme', type: 2 })),
    '/api/certification/supplementInfo/query': () => ok(testSupplement(['firstName', 'lastName', 'company'])),
    '/api/user/getTypeList': () => ok([{ id: 2, code: 'integrator', name: 'System integrator' }]),
    '/api/user/update': () => ok(testUser({ company: 'Acme GmbH', type: 2 }), 'modify successful'),
    '/api/user/updateLanguageId': () => ok(true),
  });

beforeEach(() => {
  setWidth(1280);
  window.history.replaceState(null, '', '/eu/my-learning/edit');
});
afterEach(async () => {
  vi.unstubAllGlobals();
  vi.mocked(goTo).mockClear();
  setSiteParams({});
  document.cookie = 'languageCheckedId=; max-age=0; path=/';
  await applyLanguage(undefined);
});

describe('/my-learning/edit', () => {
  it('sends a visitor to sign in, returning to the edit page', async () => {
    serveApi(testSiteInfo(), { '/api/user/sso/getUserInfo': unauthorized });
    render(<Root />);
    await waitFor(() => expect(goTo).toHaveBeenCalledWith('/user/sso/login?target=%2Feu%2Fmy-learning%2Fedit'));
  });

  it('shows every field with the e-mail read-only, saves, and returns to My Learning', async () => {
    const fetchMock = serveUser();
    render(<Root />);

    // The first load of the lazy page compiles its modules: allow it time.
    expect(await screen.findByRole('heading', { name: 'Personal information', level: 1 }, { timeout: 15_000 })).toBeTruthy();
    expect(screen.getByText('lena@example.com')).toBeTruthy();
    expect(screen.getByText('Managed by your sign-in account.')).toBeTruthy();
    // Every field (by label: role queries are slow on a form this size in jsdom).
    for (const label of [
      'First name',
      'Last name',
      'Phone number',
      'Country',
      'Province',
      'City',
      'Postcode',
      'Address',
      'Company',
      'Job title',
      'Business type',
      'VAT number',
      'Preferred language',
    ]) {
      expect(screen.getByLabelText(label, { selector: 'input' }), label).toBeTruthy();
    }
    expect(screen.getByRole('button', { name: 'Delete my account' })).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Company', { selector: 'input' }), { target: { value: 'Acme GmbH' } });
    const save = screen.getByText('Save').closest('button') as HTMLButtonElement;
    await waitFor(() => expect(save.disabled).toBe(false));
    fireEvent.click(save);

    await waitFor(() => expect(window.location.pathname).toBe('/eu/my-learning'));
    const [call] = callsTo(fetchMock, '/api/user/update');
    expect(call.body).toMatchObject({ id: 7, company: 'Acme GmbH', type: 2, countryCode: 'DE', jobTitle: '', vatNumber: '' });
  });

  it('disables Save while a required field is empty', async () => {
    serveUser();
    render(<Root />);
    const company = await screen.findByRole('textbox', { name: 'Company' }, { timeout: 15_000 });
    // Once the site's config has arrived, Company is marked required.
    await waitFor(() => expect(company.getAttribute('aria-required')).toBe('true'));
    fireEvent.change(company, { target: { value: '' } });
    const save = screen.getByText('Save').closest('button') as HTMLButtonElement;
    await waitFor(() => expect(save.disabled).toBe(true));
    expect(await screen.findByText('Please input company')).toBeTruthy();
  });

  it('changes the preferred language in place on desktop', async () => {
    const fetchMock = serveUser();
    render(<Root />);
    fireEvent.mouseDown(await screen.findByRole('combobox', { name: 'Preferred language' }, { timeout: 15_000 }));
    fireEvent.click(await screen.findByTitle('العربية'));

    await waitFor(() => expect(document.documentElement.lang).toBe('ar'));
    expect(document.documentElement.dir).toBe('rtl');
    expect(callsTo(fetchMock, '/api/user/updateLanguageId')[0].body).toMatchObject({ languageId: 2 });
    expect(document.cookie).toContain('languageCheckedId=2');
    expect(await screen.findByRole('heading', { name: 'المعلومات الشخصية', level: 1 })).toBeTruthy();
  });
});
