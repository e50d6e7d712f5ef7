import type { CatalogueRow } from '@credo/contracts/catalogue';
import { useCallback, useMemo, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useHref, useNavigate } from 'react-router';
import { releaseCourseHref } from '@/shared/lib/detail-links';
import { useVariantPath } from '@/shared/site/use-mobile-variant';
import type { CardTexts } from './catalogue-card';

/**
 * The cards' fixed words, translated once per list: each `t` call and each `useTranslation` (which
 * subscribes the component to language changes) were made per card, in the task the list's answer
 * is rendered in (issue 19: the phone's blocking time). Counts and video types are kept as asked.
 */
export const useCardTexts = (): CardTexts => {
  const { t } = useTranslation();
  return useMemo(() => {
    const credits = new Map<number, string>();
    const videoTypes = new Map<number, string>();
    const remember = (cache: Map<number, string>, key: number, text: () => string) => {
      if (!cache.has(key)) cache.set(key, text());
      return cache.get(key)!;
    };
    return {
      course: t('catalogue.course'),
      video: t('catalogue.video'),
      compulsory: t('catalogue.compulsory'),
      elective: t('catalogue.elective'),
      view: t('catalogue.view'),
      watch: t('catalogue.watch'),
      videoType: (type) => remember(videoTypes, type, () => t(`catalogue.videoTypes.${type}`)),
      credits: (count) => remember(credits, count, () => t('catalogue.credits', { count })),
    };
  }, [t]);
};

const plainLeftClick = (event: MouseEvent) =>
  !event.defaultPrevented && event.button === 0 && !event.metaKey && !event.altKey && !event.ctrlKey && !event.shiftKey;

/**
 * Where each card leads, and one click handler for all of them: a plain left click navigates in
 * the app as react-router's Link does, any other (new tab, new window) is left to the browser.
 * A Link per card resolved its path and subscribed to the router per card, and AppLink before it
 * classified every href against the route table (issue 19). Detail pages are routes of both twins,
 * so the card keeps the current twin (/mobile) like every in-app link; the site prefix (the
 * router's basename) is in the href only.
 */
export const useCardLinks = () => {
  const variantPath = useVariantPath();
  const base = useHref('/');
  const prefix = base.endsWith('/') ? base.slice(0, -1) : base;
  const navigate = useNavigate();
  const onOpen = useCallback(
    (event: MouseEvent<HTMLAnchorElement>) => {
      if (!plainLeftClick(event)) return;
      event.preventDefault();
      void navigate((event.currentTarget.getAttribute('href') ?? '').slice(prefix.length));
    },
    [navigate, prefix],
  );
  return { hrefOf: (row: CatalogueRow) => `${prefix}${variantPath(releaseCourseHref(row))}`, onOpen };
};
