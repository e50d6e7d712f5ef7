import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Highlight, splitMatches } from './highlight';

describe('Highlight', () => {
  it('splits every case-insensitive occurrence, regular-expression characters included', () => {
    expect(splitMatches('Cyber and cyber', 'CYBER')).toEqual([
      { text: 'Cyber', match: true },
      { text: ' and ', match: false },
      { text: 'cyber', match: true },
    ]);
    expect(splitMatches('a (b) c', '(b)')).toEqual([
      { text: 'a ', match: false },
      { text: '(b)', match: true },
      { text: ' c', match: false },
    ]);
    expect(splitMatches('text', '  ')).toEqual([{ text: 'text', match: false }]);
  });

  it('marks matches and keeps markup as text', () => {
    const { container } = render(<p>{<Highlight text="<b>bold</b> bold" keyword="bold" />}</p>);
    expect([...container.querySelectorAll('mark')].map((m) => m.textContent)).toEqual(['bold', 'bold']);
    expect(container.querySelector('b')).toBeNull();
    expect(container.textContent).toBe('<b>bold</b> bold');
  });
});
