import type { ClassroomSeatRow } from '@credo/contracts/training';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callsTo, ok, serveApi, testSiteInfo } from '@/test/fixtures';
import { renderWithSite } from '@/test/render-with-site';
import { ReschedulePage } from './reschedule-page';

const LIST = '/api/certification/classroom/getOfCertification';
const ORDERS = '/api/user/myLearning/orders';
const PAID_MOVE = '/api/user/pay/registration/reschedule';
const FREE_MOVE = '/api/user/registration/reschedule';
const moved = { seqNo: 'S-1', relationType: 1, relationId: 6, fromRelationId: 5, seatId: 40 };

const row = (id: number, isCharge: '0' | '1', mine = false): ClassroomSeatRow =>
  ({
    id,
    title: `Session ${id}`,
    kind: 0,
    startAt: '2026-12-20T09:00:00.000Z',
    endAt: '2026-12-20T17:00:00.000Z',
    city: 'Boston',
    countryCode: 'US',
    trainerName: null,
    seats: 8,
    seatsLeft: 4,
    userStatus: mine ? 3 : 1,
    registrationId: mine ? 30 : null,
    cancellable: mine,
    enrollable: !mine,
    isCharge,
  }) as ClassroomSeatRow;

const paidOrder = {
  seqNo: 'S-1',
  goods: 'Session 5',
  relationId: 5,
  relationType: 1,
  state: 2,
  payType: 1,
  currencyCode: 'USD',
  totalMinor: 49_000,
  placedAt: '',
  paidAt: '',
  deadlineAt: '',
};

const renderWith = (currentIsCharge: '0' | '1', orders: unknown[]) => {
  const fetchMock = serveApi(testSiteInfo(), {
    [LIST]: () => ok({ total: 3, rows: [row(5, currentIsCharge, true), row(6, '1'), row(7, '0')] }),
    [ORDERS]: () => ok({ orders }),
    [PAID_MOVE]: () => ok(moved),
    [FREE_MOVE]: () => ok({}),
  });
  renderWithSite(
    <Routes>
      <Route path="/classroom/reschedule/:id" element={<ReschedulePage />} />
    </Routes>,
    { path: '/classroom/reschedule/5?certificationId=7' },
  );
  return fetchMock;
};

const chooseAndConfirm = async (title: string) => {
  const options = await screen.findAllByTestId('reschedule-option');
  expect(options.map((o) => (o.closest('label') ?? o).textContent?.split(' · ')[0])).toEqual([title]);
  fireEvent.click(screen.getByText(title, { exact: false }));
  fireEvent.click(screen.getByTestId('reschedule-confirm'));
};

afterEach(() => vi.unstubAllGlobals());

describe('ReschedulePage: a paid seat moves with its order, a free seat through the free call', () => {
  it('a seat with a paid order offers only paid sessions and moves through checkout with the order number', async () => {
    const fetchMock = renderWith('1', [paidOrder, { ...paidOrder, seqNo: 'S-0', state: 5 }]);
    expect(await screen.findByTestId('reschedule-paid')).toBeTruthy();
    await chooseAndConfirm('Session 6');
    await waitFor(() => expect(callsTo(fetchMock, PAID_MOVE)).toHaveLength(1));
    expect(callsTo(fetchMock, PAID_MOVE)[0].body).toEqual({ seqNo: 'S-1', relationType: 1, relationId: 5, targetRelationId: 6 });
    expect(callsTo(fetchMock, FREE_MOVE)).toHaveLength(0);
    expect(await screen.findByTestId('reschedule-returning')).toBeTruthy();
  });

  it('a free seat (no paid order for it) offers only free sessions and uses the free call', async () => {
    const fetchMock = renderWith('0', [{ ...paidOrder, relationId: 99 }]);
    await chooseAndConfirm('Session 7');
    await waitFor(() => expect(callsTo(fetchMock, FREE_MOVE)).toHaveLength(1));
    expect(callsTo(fetchMock, FREE_MOVE)[0].body).toMatchObject({ classroomId: 5, newClassroomId: 7 });
    expect(callsTo(fetchMock, PAID_MOVE)).toHaveLength(0);
    expect(screen.queryByTestId('reschedule-paid')).toBeNull();
  });
});
