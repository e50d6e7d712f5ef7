import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { serveApi, testSiteInfo } from '@/test/fixtures';
import { renderWithSite } from '@/test/render-with-site';
import { FilterBar, type FilterField } from './filter-bar';

const fields: FilterField[] = [
  { key: 'line', label: 'Product line', value: '3', options: [{ value: '3', label: 'Cameras' }], onChange: vi.fn() },
  { key: 'language', label: 'Language', value: '', options: [{ value: 'English', label: 'English' }], onChange: vi.fn() },
];

const renderBar = (path: string, activeCount: number) => {
  serveApi(testSiteInfo(), {});
  renderWithSite(<FilterBar keyword="" onKeyword={vi.fn()} fields={fields} onClear={vi.fn()} activeCount={activeCount} />, { path });
  return screen.getByRole('search');
};

afterEach(() => vi.unstubAllGlobals());

describe('FilterBar', () => {
  it('on phones keeps the keyword box and folds the selects behind a Filters button that counts the active ones', () => {
    const bar = renderBar('/mobile/educational-video/list', 2);
    expect(within(bar).getByRole('searchbox', { name: 'Keyword' })).toBeTruthy();
    expect(within(bar).queryByRole('combobox')).toBeNull();
    expect(within(bar).queryByRole('button', { name: 'Clear filters' })).toBeNull();

    const toggle = within(bar).getByRole('button', { name: 'Filters, Active filters: 2' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(toggle.textContent).toContain('2');

    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    const panel = document.getElementById(toggle.getAttribute('aria-controls')!)!;
    expect(within(panel).getByRole('combobox', { name: 'Product line' })).toBeTruthy();
    expect(within(panel).getByRole('combobox', { name: 'Language' })).toBeTruthy();
    expect(within(panel).getByRole('button', { name: 'Clear filters' })).toBeTruthy();

    fireEvent.click(toggle);
    expect(within(bar).queryByRole('combobox')).toBeNull();
  });

  it('shows no count when no select is set', () => {
    const bar = renderBar('/mobile/educational-video/list', 0);
    expect(within(bar).getByRole('button', { name: 'Filters' }).textContent).toBe('Filters');
  });

  it('on desktop shows every select at once and no Filters button', () => {
    const bar = renderBar('/educational-video/list', 2);
    expect(within(bar).getAllByRole('combobox')).toHaveLength(2);
    expect(within(bar).queryByRole('button', { name: /^Filters/ })).toBeNull();
  });
});
