import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Button } from './button';

describe('Button', () => {
  it('runs its action on a click', () => {
    const onClick = vi.fn();
    render(<Button onClick={onClick}>Cancel seat</Button>);
    fireEvent.click(screen.getByRole('button', { name: 'Cancel seat' }));
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('ignores clicks while aria-disabled (a click lock’s quiet second) but stays focusable', () => {
    const onClick = vi.fn();
    render(
      <Button onClick={onClick} aria-disabled>
        Cancel seat
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Cancel seat' });
    fireEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
    button.focus();
    expect(document.activeElement).toBe(button);
    expect(button.getAttribute('aria-disabled')).toBe('true');
  });

  it('ignores clicks while loading', () => {
    const onClick = vi.fn();
    render(
      <Button onClick={onClick} loading>
        Pay
      </Button>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Pay' }));
    expect(onClick).not.toHaveBeenCalled();
  });
});
