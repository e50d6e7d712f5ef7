import type { UserInfo } from '@credo/contracts/user';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setSiteParams } from './request-context';
import { Root } from './root';
import { clearAfterInfoSaved, queueAfterInfoSaved, storeInfoRedirect } from '@/shared/session/after-info-saved';
import { goTo } from '@/shared/session/sso-links';
import { callsTo, envelope, ok, serveApi, testSiteInfo, testSupplement, testUser, type Handler } from '@/test/fixtures';

vi.mock('@/shared/session/sso-links', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/shared/session/sso-links')>()),
  goTo: vi.fn(),
}));

const needsInfo = (overrides: Partial<UserInfo> = {}) => testUser({ gatherInfo: '1', missingFields: ['company', 'vatNumber'], ...overrides });

const serve = (user: UserInfo, required: string[], update: Handler, regions: unknown[] = []) =>
  serveApi(testSiteInfo(), {
    '/api/user/sso/getUserInfo': () => ok(user),
    '/api/certification/supplementInfo/query': () => ok(testSupplement(required)),
    '/api/certification/regionInfo/getList': () => ok(regions),
    '/api/user/update': update,
  });

// The first render of a file loads the dialog's lazy chunk cold, with the whole shell around it (and, since
// issue 14, after the dialog queue has settled): a wait for the dialog, generous on a busy 2-core machine.
const dialog = () => screen.findByRole('dialog', { name: 'Complete your personal information' }, { timeout: 10_000 });
const confirmButton = (within_: HTMLElement) => within(within_).getByRole('button', { name: 'Confirm' }) as HTMLButtonElement;
const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

beforeEach(() => {
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: 1280 });
  window.history.replaceState(null, '', '/eu');
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.mocked(goTo).mockClear();
  setSiteParams({});
  clearAfterInfoSaved();
  sessionStorage.clear();
});

describe('personal information dialog', () => {
  it('keeps Confirm disabled until every required field is filled, and shows the server issues on the fields', async () => {
    const fetchMock = serve(needsInfo(), ['firstName', 'lastName', 'company', 'vatNumber'], () =>
      envelope(
        400,
        {
          issues: [
            { field: 'vatNumber', message: 'Please enter numbers with at least 2 digits.' },
            { field: 'company', message: 'Company is on a sanctions list' },
          ],
        },
        'Invalid vatNumber',
        400,
      ),
    );
    render(<Root />);

    const modal = await dialog();
    expect(await within(modal).findByLabelText('First name')).toHaveProperty('value', 'Lena');
    expect(within(modal).queryByLabelText('Country')).toBeNull();
    expect(confirmButton(modal).disabled).toBe(true);
    type('Company', 'Acme');
    expect(confirmButton(modal).disabled).toBe(true);
    type('VAT number', '12');
    await waitFor(() => expect(confirmButton(modal).disabled).toBe(false));

    fireEvent.click(confirmButton(modal));
    expect(await within(modal).findByText('Company is on a sanctions list')).toBeTruthy();
    expect(within(modal).getByText('Please enter numbers with at least 2 digits.')).toBeTruthy();
    const [call] = callsTo(fetchMock, '/api/user/update');
    expect(call.body).toEqual({ siteId: 21, languageId: 1, id: 7, firstName: 'Lena', lastName: 'Novak', company: 'Acme', vatNumber: '12' });
    // The Tips dialog is not used for field issues.
    expect(screen.queryByText('Tips')).toBeNull();
  });

  it('checks VAT digits on the client before anything is sent', async () => {
    const fetchMock = serve(needsInfo(), ['company', 'vatNumber'], () => ok(testUser()));
    render(<Root />);

    const modal = await dialog();
    type('Company', 'Acme');
    type('VAT number', '1a');
    expect(await within(modal).findByText('Please enter numbers with at least 2 digits.')).toBeTruthy();
    fireEvent.click(confirmButton(modal));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(callsTo(fetchMock, '/api/user/update')).toHaveLength(0);
  });

  it('after a save hides, updates the user, runs the pending actions and follows the stored redirect', async () => {
    const saved = testUser({ company: 'Acme', vatNumber: '12' });
    serve(needsInfo(), ['company', 'vatNumber'], () => ok(saved, 'modify successful'));
    const pending = vi.fn();
    queueAfterInfoSaved(pending);
    storeInfoRedirect('/eu/certification/detail/3');
    render(<Root />);

    const modal = await dialog();
    type('Company', 'Acme');
    type('VAT number', '12');
    await waitFor(() => expect(confirmButton(modal).disabled).toBe(false));
    fireEvent.click(confirmButton(modal));

    expect(await screen.findByText('Your changes are saved.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(pending).toHaveBeenCalledTimes(1);
    expect(goTo).toHaveBeenCalledWith('/eu/certification/detail/3');
  });

  it('joins the Polish postcode from its two parts', async () => {
    const user = needsInfo({ country: 'Poland', countryCode: 'PL', missingFields: ['postcode'] });
    const fetchMock = serve(user, ['postcode'], () => ok(testUser({ postcode: '00-950' })), [
      { id: 40, regionName: 'Poland', regionCode: 'PL', type: 0, currencyTypeId: null },
    ]);
    render(<Root />);

    const modal = await dialog();
    fireEvent.change(within(modal).getByLabelText('Postcode, first part'), { target: { value: '00' } });
    expect(confirmButton(modal).disabled).toBe(true);
    fireEvent.change(within(modal).getByLabelText('Postcode, second part'), { target: { value: '950' } });
    await waitFor(() => expect(confirmButton(modal).disabled).toBe(false));
    fireEvent.click(confirmButton(modal));

    await waitFor(() => expect(callsTo(fetchMock, '/api/user/update')).toHaveLength(1));
    expect(callsTo(fetchMock, '/api/user/update')[0].body).toMatchObject({ postcode: '00-950' });
    // The config was asked for the site's Poland region.
    expect(callsTo(fetchMock, '/api/certification/supplementInfo/query').some((c) => c.url.searchParams.get('regionId') === '40')).toBe(true);
  });

  it('is not shown to a user whose information is complete', async () => {
    serve(testUser(), ['company'], () => ok(testUser()));
    render(<Root />);
    expect(await screen.findByRole('button', { name: 'Account menu of Lena Novak' })).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
