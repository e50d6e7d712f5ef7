import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { SelectField } from './select-field';

const options = [
  { value: '', label: 'All' },
  { value: '5', label: 'General' },
  { value: '6', label: 'Vendor' },
];

describe('SelectField', () => {
  it('is a native select named by its label, showing the value and reporting a choice', () => {
    const onChange = vi.fn();
    render(<SelectField label="Certification type" value="5" options={options} onChange={onChange} />);
    const select = screen.getByRole('combobox', { name: 'Certification type' }) as HTMLSelectElement;
    expect(select.tagName).toBe('SELECT');
    expect(select.value).toBe('5');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['All', 'General', 'Vendor']);
    fireEvent.change(select, { target: { value: '6' } });
    expect(onChange).toHaveBeenCalledWith('6');
  });

  it('shows a value that has no option yet as it is, instead of the first option', () => {
    render(<SelectField label="Language" value="English" options={[{ value: '', label: 'All' }]} onChange={() => {}} />);
    const select = screen.getByRole('combobox', { name: 'Language' }) as HTMLSelectElement;
    expect(select.value).toBe('English');
    expect(select.selectedOptions[0]!.textContent).toBe('English');
  });
});
