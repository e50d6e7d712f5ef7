import { fireEvent, render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { SiteContext, type SiteSession } from '@/shared/site/site-context';
import { Pagination } from './pagination';

const labels = { nav: 'List pages', previous: 'Previous page', next: 'Next page', page: (n: number) => `Page ${n}` };

const inDirection = (direction: 'ltr' | 'rtl', ui: ReactNode) => render(<SiteContext.Provider value={{ direction } as SiteSession}>{ui}</SiteContext.Provider>);

const pageNames = () =>
  within(screen.getByRole('navigation', { name: 'List pages' }))
    .getAllByRole('button')
    .map((button) => button.getAttribute('aria-label'));

describe('Pagination', () => {
  it('draws nothing when everything fits on one page', () => {
    const { container } = render(<Pagination page={1} total={15} pageSize={15} onChange={() => {}} labels={labels} />);
    expect(container.innerHTML).toBe('');
  });

  it('is a labelled navigation whose current page alone says so', () => {
    render(<Pagination page={2} total={40} pageSize={15} onChange={() => {}} labels={labels} />);
    const nav = screen.getByRole('navigation', { name: 'List pages' });
    expect(within(nav).getByRole('button', { name: 'Page 2' }).getAttribute('aria-current')).toBe('page');
    expect(nav.querySelectorAll('[aria-current]')).toHaveLength(1);
    expect(pageNames()).toEqual(['Previous page', 'Page 1', 'Page 2', 'Page 3', 'Next page']);
  });

  it('leaves out far pages behind a gap screen readers skip', () => {
    render(<Pagination page={10} total={300} pageSize={15} onChange={() => {}} labels={labels} />);
    expect(pageNames()).toEqual(['Previous page', 'Page 1', 'Page 9', 'Page 10', 'Page 11', 'Page 20', 'Next page']);
    const gaps = screen.getByRole('navigation').querySelectorAll('li[aria-hidden="true"]');
    expect(gaps).toHaveLength(2);
  });

  it('shows only the current page between the ends when compact', () => {
    render(<Pagination page={10} total={200} pageSize={10} compact onChange={() => {}} labels={labels} />);
    expect(pageNames()).toEqual(['Previous page', 'Page 1', 'Page 10', 'Page 20', 'Next page']);
  });

  it('calls onChange with the chosen, previous and next page, not for the current one', () => {
    const onChange = vi.fn();
    render(<Pagination page={5} total={300} pageSize={15} onChange={onChange} labels={labels} />);
    fireEvent.click(screen.getByRole('button', { name: 'Page 20' }));
    fireEvent.click(screen.getByRole('button', { name: 'Previous page' }));
    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    fireEvent.click(screen.getByRole('button', { name: 'Page 5' }));
    expect(onChange.mock.calls).toEqual([[20], [4], [6]]);
  });

  it('disables previous on the first page and next on the last; a page past the end is the last', () => {
    const { rerender } = render(<Pagination page={1} total={30} pageSize={15} onChange={() => {}} labels={labels} />);
    expect(screen.getByRole('button', { name: 'Previous page' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: 'Next page' })).toHaveProperty('disabled', false);
    rerender(<Pagination page={9} total={30} pageSize={15} onChange={() => {}} labels={labels} />);
    expect(screen.getByRole('button', { name: 'Page 2' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('button', { name: 'Next page' })).toHaveProperty('disabled', true);
  });

  it('uses plain buttons, reachable and pressed with the keyboard', () => {
    render(<Pagination page={1} total={30} pageSize={15} onChange={() => {}} labels={labels} />);
    for (const button of screen.getAllByRole('button')) {
      expect(button.tagName).toBe('BUTTON');
      expect(button.getAttribute('type')).toBe('button');
      expect(button.getAttribute('tabindex')).toBeNull();
    }
  });

  it('mirrors the arrows right to left: previous points right, next points left', () => {
    const ltr = inDirection('ltr', <Pagination page={2} total={45} pageSize={15} onChange={() => {}} labels={labels} />);
    const arrow = (name: string) => screen.getByRole('button', { name }).querySelector('svg')!.outerHTML;
    const ltrPrevious = arrow('Previous page');
    const ltrNext = arrow('Next page');
    expect(ltrPrevious).not.toBe(ltrNext);
    ltr.unmount();
    inDirection('rtl', <Pagination page={2} total={45} pageSize={15} onChange={() => {}} labels={labels} />);
    expect(arrow('Previous page')).toBe(ltrNext);
    expect(arrow('Next page')).toBe(ltrPrevious);
  });

  describe('jump to a page (compact pager)', () => {
    const withJump = { ...labels, jump: { label: 'Go to page', of: (last: number) => `of ${last}`, go: 'Go' } };
    const jumpTo = (text: string) => {
      const field = screen.getByRole('textbox', { name: 'Go to page' });
      fireEvent.change(field, { target: { value: text } });
      fireEvent.click(screen.getByRole('button', { name: 'Go' }));
    };

    it('goes to a typed page, and to the nearest end for a number past it', () => {
      const onChange = vi.fn();
      render(<Pagination page={3} total={200} pageSize={10} compact onChange={onChange} labels={withJump} />);
      expect(screen.getByText('of 20')).toBeTruthy();
      expect((screen.getByRole('textbox', { name: 'Go to page' }) as HTMLInputElement).value).toBe('3');
      jumpTo('14');
      expect(onChange).toHaveBeenLastCalledWith(14);
      jumpTo('99');
      expect(onChange).toHaveBeenLastCalledWith(20);
      jumpTo('0');
      expect(onChange).toHaveBeenLastCalledWith(1);
      expect(onChange).toHaveBeenCalledTimes(3);
    });

    it('changes nothing for an empty field, letters or the current page, and shows the current page again', () => {
      const onChange = vi.fn();
      render(<Pagination page={3} total={200} pageSize={10} compact onChange={onChange} labels={withJump} />);
      jumpTo('');
      jumpTo('abc');
      jumpTo('3');
      expect(onChange).not.toHaveBeenCalled();
      expect((screen.getByRole('textbox', { name: 'Go to page' }) as HTMLInputElement).value).toBe('3');
    });

    it('follows the page when it changes elsewhere, and is left out when every page is shown or on wide screens', () => {
      const { rerender } = render(<Pagination page={3} total={200} pageSize={10} compact onChange={() => {}} labels={withJump} />);
      fireEvent.change(screen.getByRole('textbox', { name: 'Go to page' }), { target: { value: '7' } });
      rerender(<Pagination page={4} total={200} pageSize={10} compact onChange={() => {}} labels={withJump} />);
      expect((screen.getByRole('textbox', { name: 'Go to page' }) as HTMLInputElement).value).toBe('4');
      rerender(<Pagination page={2} total={50} pageSize={10} compact onChange={() => {}} labels={withJump} />);
      expect(screen.queryByRole('textbox')).toBeNull();
      rerender(<Pagination page={3} total={200} pageSize={10} onChange={() => {}} labels={withJump} />);
      expect(screen.queryByRole('textbox')).toBeNull();
    });
  });
});
