import type { OrderInfo } from '@credo/contracts/checkout';
import type { ProofInfo } from '@credo/contracts/checkout-bank';
import { OrderStatus, PaymentMethod } from '@credo/contracts/enums';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithSite } from '@/test/render-with-site';
import { rejectionOf } from '../model/use-proof-review';
import { ProofReviewPanel } from './proof-review-panel';
import { RejectionNotice } from './rejection-notice';

const proof = (over: Partial<ProofInfo>): ProofInfo => ({
  seqNo: 'CR-1',
  orderState: OrderStatus.PENDING,
  proofState: 'submitted',
  paymentProof: '/api/user/pay/registration/proof/1-a.png',
  submittedAt: Date.UTC(2026, 10, 20, 9),
  reviewedAt: null,
  reason: null,
  ...over,
});

describe('a bank transfer under review or sent back', () => {
  it('a rejection is shown only while the order waits for a new proof', () => {
    expect(rejectionOf(null)).toBeNull();
    expect(rejectionOf(proof({}))).toBeNull();
    expect(rejectionOf(proof({ proofState: 'rejected', orderState: OrderStatus.CREATE, reason: 'Wrong amount' }))).toBe('Wrong amount');
    // A later order state (paid by a new proof, cancelled) no longer shows the old reason.
    expect(rejectionOf(proof({ proofState: 'rejected', orderState: OrderStatus.CANCEL, reason: 'Wrong amount' }))).toBeNull();
  });

  it("staff's reason stands on the page as a polite notice, not an interruption announced on load", () => {
    renderWithSite(<RejectionNotice reason="Wrong amount" />);
    const notice = screen.getByTestId('proof-rejected');
    expect(notice.getAttribute('role')).toBe('status');
    expect(notice.textContent).toContain('Wrong amount');
  });

  it('the review panel says the seat is held, when the proof was sent and what happens next', () => {
    const order = { seqNo: 'CR-1', state: OrderStatus.PENDING, payType: PaymentMethod.BANK_TRANSFER } as OrderInfo;
    renderWithSite(<ProofReviewPanel order={order} proof={proof({})} onBankDetails={() => {}} />);
    expect(screen.getByRole('heading', { name: 'Your transfer is being checked' })).toBeTruthy();
    expect(screen.getByTestId('payment-review-seat').textContent).toBe('Held for you');
    expect(screen.getByText('November 20, 2026')).toBeTruthy();
    expect(screen.getByText(/usually within 7 days/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Bank transfer details' })).toBeTruthy();
  });
});
