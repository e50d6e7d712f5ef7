import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithSite } from '@/test/render-with-site';
import { SocialLinks } from './social-links';

const entries = [
  {
    id: 1,
    linkImage: '/media/social/linkedin.svg',
    socialMediaList: [
      { link: 'https://www.linkedin.com/company/global', title: 'Credo Global' },
      { link: 'https://www.linkedin.com/company/europe', title: 'Credo Europe' },
    ],
  },
  { id: 2, linkImage: '/media/social/youtube.svg', socialMediaList: [{ link: 'https://www.youtube.com/@credo', title: 'YouTube' }] },
];

describe('footer social links', () => {
  it('link an icon with one account directly', () => {
    renderWithSite(<SocialLinks entries={entries} links={[]} />);
    expect(screen.getByRole('link', { name: 'YouTube' }).getAttribute('href')).toBe('https://www.youtube.com/@credo');
  });

  it('draw the icons only once the footer says so, keeping the links and their names', () => {
    const before = renderWithSite(<SocialLinks entries={entries} links={[]} showImages={false} />);
    expect(before.container.querySelectorAll('img')).toHaveLength(0);
    expect(screen.getByRole('link', { name: 'YouTube' })).toBeTruthy();
    before.unmount();
    const after = renderWithSite(<SocialLinks entries={entries} links={[]} showImages />);
    expect([...after.container.querySelectorAll('img')].map((img) => img.getAttribute('src'))).toEqual([
      '/media/social/linkedin.svg',
      '/media/social/youtube.svg',
    ]);
  });

  it('list the accounts of an icon with several: click opens, Escape closes with focus back on the icon', () => {
    renderWithSite(<SocialLinks entries={entries} links={[]} />);
    const icon = screen.getByRole('button', { name: 'Credo Global, Credo Europe' });
    expect(icon.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('link', { name: 'Credo Europe' })).toBeNull();

    fireEvent.click(icon);
    expect(icon.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('link', { name: 'Credo Europe' }).getAttribute('href')).toBe('https://www.linkedin.com/company/europe');

    screen.getByRole('link', { name: 'Credo Europe' }).focus();
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('link', { name: 'Credo Europe' })).toBeNull();
    expect(document.activeElement).toBe(icon);
  });

  it('open the list while a mouse hovers the icon, not on a touch', () => {
    renderWithSite(<SocialLinks entries={entries} links={[]} />);
    const icon = screen.getByRole('button', { name: 'Credo Global, Credo Europe' });
    fireEvent.pointerEnter(icon.parentElement!, { pointerType: 'touch' });
    expect(icon.getAttribute('aria-expanded')).toBe('false');
    fireEvent.pointerEnter(icon.parentElement!, { pointerType: 'mouse' });
    expect(icon.getAttribute('aria-expanded')).toBe('true');
    // Clicking the icon the mouse has just opened keeps the list; a second click closes it.
    fireEvent.click(icon);
    expect(icon.getAttribute('aria-expanded')).toBe('true');
    fireEvent.click(icon);
    expect(icon.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(icon);
    expect(icon.getAttribute('aria-expanded')).toBe('true');
    // A press elsewhere closes it.
    fireEvent.pointerDown(document.body);
    expect(icon.getAttribute('aria-expanded')).toBe('false');
  });
});

describe('footer social links configured twice (issue 14 item 12)', () => {
  it('shows each network once when the area-7 links repeat the social icons', () => {
    const repeated = [
      { id: 71, areaKind: 7, linkTitle: 'YouTube', linkUrl: 'https://www.youtube.com/@credo', linkImage: '/media/social/youtube.svg' },
      { id: 72, areaKind: 7, linkTitle: 'LinkedIn', linkUrl: 'https://www.linkedin.com/company/global', linkImage: '/media/social/linkedin.svg' },
      { id: 73, areaKind: 7, linkTitle: 'Instagram', linkUrl: 'https://www.instagram.com/credo', linkImage: '/media/social/instagram.svg' },
    ] as unknown as Parameters<typeof SocialLinks>[0]['links'];
    renderWithSite(<SocialLinks entries={entries} links={repeated} />);
    expect(screen.getAllByRole('link', { name: 'YouTube' })).toHaveLength(1);
    expect(screen.queryByRole('link', { name: 'LinkedIn' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Instagram' })).toBeTruthy();
  });
});
