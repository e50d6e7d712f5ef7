import { DIALOG_WIDTHS } from '@credo/contracts/constants';
import { fireEvent, screen } from '@testing-library/react';
import { App } from 'antd';
import { describe, expect, it } from 'vitest';
import { renderWithSite } from '@/test/render-with-site';
import { useSeatActions } from './use-seat-actions';

const Probe = () => {
  const actions = useSeatActions(() => {});
  return (
    <>
      <button onClick={() => actions.confirmCancel(1, 'Bootcamp, 3 June', async () => ({ ok: true, data: null }) as never)}>cancel</button>
      {actions.dialog}
    </>
  );
};

describe('the cancel-seat confirmation (issue 14 item 12)', () => {
  it('is as wide as every confirmation, 435 px (cert §9)', async () => {
    renderWithSite(
      <App>
        <Probe />
      </App>,
    );
    fireEvent.click(screen.getByText('cancel'));
    await screen.findByText('Bootcamp, 3 June');
    const modal = document.querySelector<HTMLElement>('.ant-modal');
    expect(modal?.style.width).toBe(`${DIALOG_WIDTHS.confirm}px`);
  });
});
