import { releaseCourseHref } from '@/shared/lib/detail-links';
import { buildPath } from '@/shared/lib/location';

export type ShareNetwork = 'linkedin' | 'facebook' | 'x';

export type ShareLink = { network: ShareNetwork; name: string; href: string };

/**
 * The page's address to share: the spec route of the course or video (/course/detail/{id}?courseType=,
 * /topic/detail/{id} for a topic) on the desktop, with the site prefix, whatever twin the sharer
 * is reading; the shell sends a phone to the /mobile twin on arrival.
 */
export const coursePageUrl = (origin: string, sitePrefix: string, course: { id: number; courseType: number; videoType?: number | null }): string => {
  const [path, query] = releaseCourseHref(course).split('?');
  return `${origin}${buildPath({ sitePrefix, mobile: false, path })}${query ? `?${query}` : ''}`;
};

/** The three networks' share dialogs (commerce §2) for `pageUrl`; X also gets the course name as text. */
export const shareLinks = (pageUrl: string, text: string): ShareLink[] => {
  const url = encodeURIComponent(pageUrl);
  return [
    { network: 'linkedin', name: 'LinkedIn', href: `https://www.linkedin.com/sharing/share-offsite/?url=${url}` },
    { network: 'facebook', name: 'Facebook', href: `https://www.facebook.com/sharer/sharer.php?u=${url}` },
    { network: 'x', name: 'X', href: `https://twitter.com/intent/tweet?url=${url}&text=${encodeURIComponent(text)}` },
  ];
};
