import { describe, expect, it } from 'vitest';
import { coursePageUrl, shareLinks } from './share-urls';

describe('share URLs', () => {
  it('the page URL is the desktop route with the site prefix and courseType', () => {
    expect(coursePageUrl('https://academy.example.com', '', { id: 7, courseType: 0 })).toBe('https://academy.example.com/course/detail/7?courseType=0');
    expect(coursePageUrl('http://localhost:3000', 'ar', { id: 12, courseType: 1, videoType: 3 })).toBe(
      'http://localhost:3000/ar/course/detail/12?courseType=1',
    );
    // A topic has its own route.
    expect(coursePageUrl('http://localhost:3000', 'eu', { id: 5, courseType: 1, videoType: 1 })).toBe('http://localhost:3000/eu/topic/detail/5');
  });

  it('LinkedIn, Facebook and X get the page URL encoded, X also the course name', () => {
    const page = 'https://academy.example.com/eu/course/detail/7?courseType=0';
    const encoded = 'https%3A%2F%2Facademy.example.com%2Feu%2Fcourse%2Fdetail%2F7%3FcourseType%3D0';
    const links = Object.fromEntries(shareLinks(page, 'CCTV & Access: 101').map((l) => [l.network, l.href]));
    expect(links).toEqual({
      linkedin: `https://www.linkedin.com/sharing/share-offsite/?url=${encoded}`,
      facebook: `https://www.facebook.com/sharer/sharer.php?u=${encoded}`,
      x: `https://twitter.com/intent/tweet?url=${encoded}&text=CCTV%20%26%20Access%3A%20101`,
    });
    // What the networks read back is exactly the page URL.
    expect(new URL(links.x).searchParams.get('url')).toBe(page);
    expect(new URL(links.facebook).searchParams.get('u')).toBe(page);
  });
});
