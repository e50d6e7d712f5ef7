import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { SearchInput } from './search-input';

const Box = ({ onSearch, onSubmit }: { onSearch: (value: string) => void; onSubmit?: () => void }) => {
  const [value, setValue] = useState('');
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit?.();
      }}
    >
      <SearchInput label="Keyword" value={value} onChange={setValue} onSearch={onSearch} searchText="Search" clearLabel="Clear the keyword" />
    </form>
  );
};

describe('SearchInput', () => {
  it('is a search box named by its label; Enter searches without submitting the form around it', () => {
    const onSearch = vi.fn();
    const onSubmit = vi.fn();
    render(<Box onSearch={onSearch} onSubmit={onSubmit} />);
    const box = screen.getByRole('searchbox', { name: 'Keyword' });
    fireEvent.change(box, { target: { value: 'camera' } });
    const enter = fireEvent.keyDown(box, { key: 'Enter' });
    expect(onSearch).toHaveBeenCalledWith('camera');
    // preventDefault stops the browser's implicit submission of the form.
    expect(enter).toBe(false);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('does not search while an input method is composing', () => {
    const onSearch = vi.fn();
    render(<Box onSearch={onSearch} />);
    const box = screen.getByRole('searchbox', { name: 'Keyword' });
    fireEvent.change(box, { target: { value: 'カメ' } });
    fireEvent.keyDown(box, { key: 'Enter', isComposing: true });
    expect(onSearch).not.toHaveBeenCalled();
  });

  it('searches with the button, and the cross shows only with text and empties the box', () => {
    const onSearch = vi.fn();
    render(<Box onSearch={onSearch} />);
    const box = screen.getByRole('searchbox', { name: 'Keyword' }) as HTMLInputElement;
    expect(screen.queryByRole('button', { name: 'Clear the keyword' })).toBeNull();
    fireEvent.change(box, { target: { value: 'nvr' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(onSearch).toHaveBeenCalledWith('nvr');
    fireEvent.click(screen.getByRole('button', { name: 'Clear the keyword' }));
    expect(box.value).toBe('');
    expect(screen.queryByRole('button', { name: 'Clear the keyword' })).toBeNull();
  });
});
