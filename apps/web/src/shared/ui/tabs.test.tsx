import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Tabs } from './tabs';

const Harness = ({ dir = 'ltr' }: { dir?: 'ltr' | 'rtl' }) => {
  const [tab, setTab] = useState<'a' | 'b' | 'c'>('a');
  return (
    <div dir={dir} style={{ direction: dir }}>
      <Tabs
        activeKey={tab}
        onChange={setTab}
        items={[
          { key: 'a', label: 'Courses', children: <p>courses panel</p> },
          { key: 'b', label: 'Classroom', children: <input aria-label="kept" /> },
          { key: 'c', label: 'Exam', children: <p>exam panel</p> },
        ]}
      />
    </div>
  );
};

const selected = () => screen.getAllByRole('tab').map((tab) => tab.getAttribute('aria-selected'));

describe('Tabs', () => {
  it('is a tablist whose selected tab alone is in the tab order and labels its panel', () => {
    render(<Harness />);
    expect(selected()).toEqual(['true', 'false', 'false']);
    expect(screen.getAllByRole('tab').map((tab) => tab.tabIndex)).toEqual([0, -1, -1]);
    const panel = screen.getByRole('tabpanel');
    expect(panel.getAttribute('aria-labelledby')).toBe(screen.getByRole('tab', { name: 'Courses' }).id);
    // A panel is mounted when first shown, not before.
    expect(screen.queryByText('exam panel')).toBeNull();
  });

  it('moves and selects with the arrow keys, Home and End, and wraps', () => {
    render(<Harness />);
    const list = screen.getByRole('tablist');
    fireEvent.keyDown(list, { key: 'ArrowRight' });
    expect(selected()).toEqual(['false', 'true', 'false']);
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Classroom' }));
    fireEvent.keyDown(list, { key: 'End' });
    expect(selected()).toEqual(['false', 'false', 'true']);
    fireEvent.keyDown(list, { key: 'ArrowRight' });
    expect(selected()).toEqual(['true', 'false', 'false']);
    fireEvent.keyDown(list, { key: 'ArrowLeft' });
    expect(selected()).toEqual(['false', 'false', 'true']);
    fireEvent.keyDown(list, { key: 'Home' });
    expect(selected()).toEqual(['true', 'false', 'false']);
  });

  it('mirrors the arrow keys right to left', () => {
    render(<Harness dir="rtl" />);
    fireEvent.keyDown(screen.getByRole('tablist'), { key: 'ArrowLeft' });
    expect(selected()).toEqual(['false', 'true', 'false']);
  });

  it('keeps a panel that was shown (hidden) when another tab is selected', () => {
    render(<Harness />);
    fireEvent.click(screen.getByRole('tab', { name: 'Classroom' }));
    fireEvent.change(screen.getByLabelText('kept'), { target: { value: 'typed' } });
    fireEvent.click(screen.getByRole('tab', { name: 'Courses' }));
    expect(screen.getByText('courses panel')).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: 'Classroom' }));
    expect((screen.getByLabelText('kept') as HTMLInputElement).value).toBe('typed');
  });
});
