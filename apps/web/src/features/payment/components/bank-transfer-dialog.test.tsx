import type { OrderInfo } from '@credo/contracts/checkout';
import { OrderStatus, PaymentMethod } from '@credo/contracts/enums';
import { warningMessages } from '@credo/contracts/errors';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureApiClient } from '@/shared/api/api-client';
import { clearToasts, ToastHost } from '@/shared/ui/toast';
import { callsTo, envelope, ok, serveApi, testSiteInfo } from '@/test/fixtures';
import { renderWithSite } from '@/test/render-with-site';
import { BankTransferDialog } from './bank-transfer-dialog';

const SAVE = '/api/user/pay/registration/save/voucher';
const order = {
  seqNo: 'CR-16',
  state: OrderStatus.CREATE,
  payType: PaymentMethod.BANK_TRANSFER,
  totalAmount: 100,
  currencyTypeCode: 'EUR',
  paymentProof: null,
} as unknown as OrderInfo;

/**
 * antd's Upload sends the proof with XMLHttpRequest, which jsdom would send nowhere: the upload
 * route's answer (the stored image's URL, numbered per upload) is given on send instead.
 */
let uploads = 0;
const answerUploads = () =>
  vi.spyOn(XMLHttpRequest.prototype, 'send').mockImplementation(function (this: XMLHttpRequest) {
    uploads += 1;
    Object.defineProperty(this, 'status', { value: 200 });
    Object.defineProperty(this, 'responseText', {
      value: JSON.stringify({ code: 200, data: `/api/user/pay/registration/proof/7-${uploads}.png`, message: '' }),
    });
    setTimeout(() => this.onload?.(new ProgressEvent('load')));
  });

const pick = (name: string) => {
  const input = document.querySelector('[data-testid="bank-transfer-dialog"] input[type="file"], .ant-modal input[type="file"]');
  if (!input) throw new Error('no file input');
  fireEvent.change(input, { target: { files: [new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], name, { type: 'image/png' })] } });
};
/** Ok once it has left its loading state (in jsdom antd's spinner exit motion never ends, so it stays in the name). */
const okButton = () =>
  waitFor(() => {
    const button = screen.getByRole('button', { name: /\bOk$/ });
    expect(button.classList.contains('ant-btn-loading')).toBe(false);
    return button;
  });
const showTips = vi.fn();
/** A toast of the shell's host (rendered beside the dialog as the shell has it), not antd's message. */
const toastSaying = (text: string) => within(screen.getByTestId('toasts')).findByText(text);

beforeEach(() => {
  uploads = 0;
  answerUploads();
  Object.assign(URL, { createObjectURL: () => 'blob:proof', revokeObjectURL: () => {} });
  configureApiClient({ showTips });
});

afterEach(() => {
  act(() => clearToasts());
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  showTips.mockReset();
  configureApiClient({ showTips: () => {} });
});

describe('the bank-transfer dialog when save/voucher refuses a proof as too old', () => {
  it('drops the proof, asks for a new upload in words, and sends the new one', async () => {
    let saves = 0;
    const fetchMock = serveApi(testSiteInfo(), {
      // The server's refusal of a proof uploaded more than 23 hours ago (checkout-proof.service.ts).
      [SAVE]: () =>
        ++saves === 1
          ? envelope(400, { reason: 'proof-expired', detail: 'This proof was uploaded more than 23 hours ago.' }, warningMessages.uploadProofRequired, 400)
          : ok(null),
    });
    const onSubmitted = vi.fn();
    renderWithSite(
      <>
        <div data-testid="toasts">
          <ToastHost />
        </div>
        <BankTransferDialog open order={order} bank={null} left={null} rejection={null} onClose={() => {}} onSubmitted={onSubmitted} />
      </>,
    );

    pick('old-scan.png');
    expect((await screen.findByTestId('proof-name')).textContent).toContain('old-scan.png');
    fireEvent.click(await okButton());

    const notice = await screen.findByTestId('proof-expired');
    expect(notice.textContent).toContain('uploaded more than 23 hours ago');
    expect(notice.textContent).toContain('Please upload the payment proof again.');
    expect(screen.queryByTestId('proof-name')).toBeNull();
    expect(showTips).not.toHaveBeenCalled();
    expect(onSubmitted).not.toHaveBeenCalled();

    // The old proof is gone: Ok asks for a proof instead of sending the refused one again.
    fireEvent.click(await okButton());
    expect(await toastSaying('Please upload the payment proof.')).toBeTruthy();
    expect(callsTo(fetchMock, SAVE)).toHaveLength(1);

    // A new upload clears the notice and is what Ok sends.
    pick('new-scan.png');
    expect((await screen.findByTestId('proof-name')).textContent).toContain('new-scan.png');
    expect(screen.queryByTestId('proof-expired')).toBeNull();
    fireEvent.click(await okButton());
    await waitFor(() => expect(onSubmitted).toHaveBeenCalledTimes(1));
    expect(await toastSaying('Your proof of payment was submitted.')).toBeTruthy();
    const sent = callsTo(fetchMock, SAVE);
    expect(sent).toHaveLength(2);
    expect(sent[0].body).toMatchObject({ paymentProof: '/api/user/pay/registration/proof/7-1.png', id: 'CR-16' });
    expect(sent[1].body).toMatchObject({ paymentProof: '/api/user/pay/registration/proof/7-2.png', id: 'CR-16' });
  });

  it('any other refusal still shows the Tips dialog and keeps the proof', async () => {
    serveApi(testSiteInfo(), { [SAVE]: () => envelope(400, null, 'This order can no longer take a proof', 400) });
    renderWithSite(<BankTransferDialog open order={order} bank={null} left={null} rejection={null} onClose={() => {}} onSubmitted={() => {}} />);
    pick('scan.png');
    await screen.findByTestId('proof-name');
    fireEvent.click(await okButton());
    await waitFor(() => expect(showTips).toHaveBeenCalledTimes(1));
    expect(screen.queryByTestId('proof-expired')).toBeNull();
    expect(screen.getByTestId('proof-name').textContent).toContain('scan.png');
  });
});
