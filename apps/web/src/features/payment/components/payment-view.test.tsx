import type { OrderInfo } from '@credo/contracts/checkout';
import { OrderStatus, PaymentMethod } from '@credo/contracts/enums';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callsTo, ok, serveApi, testSiteInfo } from '@/test/fixtures';
import { renderWithSite } from '@/test/render-with-site';
import { PaymentView } from './payment-view';
import { HOUR_MS } from '@credo/contracts/durations';

const CANCEL = '/api/user/pay/registration/cancelOrder';
const amounts = { courseFee: 10000, tax: 0, taxRate: 0, serviceFee: 200, serviceRate: 2, totalAmount: 10200, currencyTypeCode: 'USD', currencyTypeId: 1 };
const order = {
  ...amounts,
  payType: PaymentMethod.CARD,
  seqNo: 'CR-19',
  placeOrderTime: Date.now(),
  deadline: Date.now() + HOUR_MS,
  state: OrderStatus.CREATE,
  regionId: 1,
  goods: 'Certified Security Professional (CSP) · live online',
  certificationId: 2,
  merchantTransactionId: null,
  relationId: 7,
  relationType: 1,
  paymentProof: null,
  quotes: [
    { ...amounts, payType: PaymentMethod.CARD },
    { ...amounts, payType: PaymentMethod.BANK_TRANSFER },
  ],
} as unknown as OrderInfo;
const relation = { relationId: 7, relationType: 1 } as const;

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the payment page without antd at start (decision 0012, issue 19)', () => {
  it('draws the order and checkout with no antd element, the method choice as native radios', () => {
    serveApi(testSiteInfo());
    renderWithSite(<PaymentView relation={relation} order={order} bank={null} serverTimeDiff={0} refetch={async () => {}} />);
    expect(screen.getByTestId('payment-order')).toBeTruthy();
    expect(document.querySelector('[class*="ant-"]')).toBeNull();
    const card = screen.getByRole('radio', { name: /Credit card and mobile pay/ });
    expect((card as HTMLInputElement).checked).toBe(true);
    expect(screen.getByRole('group', { name: 'Payment method' })).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: /terms of payment/ })).toBeTruthy();
  });

  it('Cancel order asks first in a dialog loaded when opened; one click on its confirm cancels the order', async () => {
    const fetchMock = serveApi(testSiteInfo(), { [CANCEL]: () => ok({ merchantTransactionId: '', seqNo: 'CR-19', state: OrderStatus.CANCEL, payType: 1 }) });
    const refetch = vi.fn(async () => {});
    renderWithSite(<PaymentView relation={relation} order={order} bank={null} serverTimeDiff={0} refetch={refetch} />);
    fireEvent.click(screen.getByRole('button', { name: 'Cancel order' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this order?' });
    expect(callsTo(fetchMock, CANCEL)).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel order' }));
    await waitFor(() => expect(refetch).toHaveBeenCalledTimes(1));
    const sent = callsTo(fetchMock, CANCEL);
    expect(sent).toHaveLength(1);
    expect(sent[0].body).toMatchObject({ relationId: 7, relationType: 1, seqNo: 'CR-19' });
  });

  it('Keep order leaves the order as it is; the confirmation opens again and then cancels once', async () => {
    const fetchMock = serveApi(testSiteInfo(), { [CANCEL]: () => ok({ merchantTransactionId: '', seqNo: 'CR-19', state: OrderStatus.CANCEL, payType: 1 }) });
    const refetch = vi.fn(async () => {});
    renderWithSite(<PaymentView relation={relation} order={order} bank={null} serverTimeDiff={0} refetch={refetch} />);
    fireEvent.click(screen.getByRole('button', { name: 'Cancel order' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this order?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Keep order' }));
    fireEvent.click(screen.getAllByRole('button', { name: 'Cancel order' })[0]);
    fireEvent.click(within(await screen.findByRole('dialog', { name: 'Cancel this order?' })).getByRole('button', { name: 'Cancel order' }));
    await waitFor(() => expect(refetch).toHaveBeenCalledTimes(1));
    // Keep order sent nothing: the one call is the confirm's.
    expect(callsTo(fetchMock, CANCEL)).toHaveLength(1);
  });
});
