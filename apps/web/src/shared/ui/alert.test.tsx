import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Alert, type AlertTone } from './alert';

describe('Alert', () => {
  it.each<[AlertTone, string | null]>([
    ['error', 'alert'],
    ['warning', 'alert'],
    ['info', null],
    ['success', null],
  ])('%s: role %s by default', (type, role) => {
    render(<Alert type={type} showIcon title="Please upload the payment proof." data-testid="notice" />);
    expect(screen.getByTestId('notice').getAttribute('role')).toBe(role);
  });

  it('an error appearing after an action is read out: screen readers find it as an alert', () => {
    const { rerender } = render(<div />);
    expect(screen.queryByRole('alert')).toBeNull();
    rerender(<Alert type="error" showIcon title="The payment failed." />);
    expect(screen.getByRole('alert').textContent).toContain('The payment failed.');
  });

  it('the role can be polite or none where the page says so', () => {
    render(
      <>
        <Alert type="warning" title="Saved as a draft" role="status" data-testid="polite" />
        <Alert type="error" title="Standing notice" role={null} data-testid="standing" />
      </>,
    );
    expect(screen.getByTestId('polite').getAttribute('role')).toBe('status');
    expect(screen.getByTestId('standing').hasAttribute('role')).toBe(false);
  });
});
