import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Steps, stepStatuses } from './steps';

const items = [{ title: 'Payment transfer' }, { title: 'Payment confirmed' }, { title: 'Completed' }];
const statuses = () => screen.getAllByRole('listitem').map((li) => li.getAttribute('data-status'));

describe('Steps (antd-free, decision 0012)', () => {
  it('gives each step its status as antd does from current and status', () => {
    expect(stepStatuses(3, 1)).toEqual(['finish', 'process', 'wait']);
    expect(stepStatuses(3, 2, 'finish')).toEqual(['finish', 'finish', 'finish']);
    expect(stepStatuses(3, 0, 'error')).toEqual(['error', 'wait', 'wait']);
  });

  it('is an ordered list whose current step says so to screen readers', () => {
    render(<Steps items={items} current={1} />);
    expect(screen.getByRole('list').tagName).toBe('OL');
    expect(statuses()).toEqual(['finish', 'process', 'wait']);
    const current = screen.getAllByRole('listitem').filter((li) => li.getAttribute('aria-current') === 'step');
    expect(current.map((li) => li.textContent)).toEqual(['2Payment confirmed']);
  });
});
