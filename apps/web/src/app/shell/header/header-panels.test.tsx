import { fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, MemoryRouter, RouterProvider, useNavigate } from 'react-router';
import { describe, expect, it } from 'vitest';
import { HeaderPanelsProvider, usePanel } from './header-panels';

const Panel = ({ id }: { id: 'search' | 'account' }) => {
  const { open, toggle } = usePanel(id);
  return (
    <button type="button" aria-expanded={open} onClick={toggle}>
      {id}
    </button>
  );
};

const Go = ({ to }: { to: string }) => {
  const navigate = useNavigate();
  return (
    <button type="button" onClick={() => void navigate(to)}>
      {`go ${to}`}
    </button>
  );
};

const renderPanels = () =>
  render(
    <MemoryRouter initialEntries={['/faq']}>
      <HeaderPanelsProvider>
        <Panel id="search" />
        <Panel id="account" />
        <Go to="/news" />
        <Go to="/news?page=2" />
      </HeaderPanelsProvider>
    </MemoryRouter>,
  );

const expanded = (name: string) => screen.getByRole('button', { name }).getAttribute('aria-expanded');

describe('header panel slot', () => {
  it('keeps one panel open at a time', () => {
    renderPanels();
    fireEvent.click(screen.getByRole('button', { name: 'search' }));
    fireEvent.click(screen.getByRole('button', { name: 'account' }));
    expect([expanded('search'), expanded('account')]).toEqual(['false', 'true']);
  });

  it('closes the open panel on a new page or query, and opens again there', () => {
    renderPanels();
    fireEvent.click(screen.getByRole('button', { name: 'account' }));
    fireEvent.click(screen.getByRole('button', { name: 'go /news' }));
    expect(expanded('account')).toBe('false');

    fireEvent.click(screen.getByRole('button', { name: 'search' }));
    expect(expanded('search')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'go /news?page=2' }));
    expect(expanded('search')).toBe('false');
    fireEvent.click(screen.getByRole('button', { name: 'search' }));
    expect(expanded('search')).toBe('true');
  });

  it('keeps a panel opened while a navigation is still being rendered (the click belongs to the new page)', async () => {
    const router = createMemoryRouter(
      [
        {
          path: '*',
          element: (
            <HeaderPanelsProvider>
              <Panel id="search" />
            </HeaderPanelsProvider>
          ),
        },
      ],
      { initialEntries: ['/faq'] },
    );
    render(<RouterProvider router={router} />);
    // The router's state moves at once; React renders the new page later, in a transition.
    await router.navigate('/search?keyword=camera');
    expect(router.state.location.pathname).toBe('/search');
    fireEvent.click(screen.getByRole('button', { name: 'search' }));
    expect(expanded('search')).toBe('true');
  });

  it('opens a panel under a site prefix (the router basename), before and during a navigation', async () => {
    const router = createMemoryRouter(
      [
        {
          path: '*',
          element: (
            <HeaderPanelsProvider>
              <Panel id="search" />
            </HeaderPanelsProvider>
          ),
        },
      ],
      { initialEntries: ['/eu/faq'], basename: '/eu' },
    );
    render(<RouterProvider router={router} />);
    fireEvent.click(screen.getByRole('button', { name: 'search' }));
    expect(expanded('search')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'search' }));
    await router.navigate('/news');
    fireEvent.click(screen.getByRole('button', { name: 'search' }));
    expect(expanded('search')).toBe('true');
  });
});
