import { fireEvent, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { lazyWithAntd, preloadOnIntent } from './lazy-with-antd';

const Greeting = ({ name }: { name: string }) => <p>Hello {name}</p>;

describe('lazyWithAntd', () => {
  it('loads once whether preloaded, preloaded again or rendered', async () => {
    const load = vi.fn(async () => Greeting);
    const Lazy = lazyWithAntd(load);
    Lazy.preload();
    Lazy.preload();
    render(
      <Suspense fallback="waiting">
        <Lazy name="Lena" />
      </Suspense>,
    );
    expect(await screen.findByText('Hello Lena')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tries a failed load again on the next use instead of keeping the failure', async () => {
    const load = vi.fn<() => Promise<typeof Greeting>>().mockRejectedValueOnce(new TypeError('offline')).mockResolvedValue(Greeting);
    const Lazy = lazyWithAntd(load);
    await Lazy.preload();
    expect(load).toHaveBeenCalledTimes(1);
    render(
      <Suspense fallback="waiting">
        <Lazy name="again" />
      </Suspense>,
    );
    expect(await screen.findByText('Hello again')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('starts the load when the pointer comes over the opening button or the keyboard focuses it', () => {
    const target = { preload: vi.fn() };
    render(
      <button type="button" {...preloadOnIntent(target)}>
        Open
      </button>,
    );
    const button = screen.getByRole('button', { name: 'Open' });
    fireEvent.pointerEnter(button);
    fireEvent.focus(button);
    expect(target.preload).toHaveBeenCalledTimes(2);
  });
});
