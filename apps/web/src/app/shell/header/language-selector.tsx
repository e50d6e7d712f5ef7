import { COOKIE_NAMES } from '@credo/contracts/constants';
import { Suspense, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { lazyWithAntd, preloadOnIntent, useOpenedOnce } from '@/shared/antd/lazy-with-antd';
import { useQueuedDialogOpen } from '@/shared/dialogs/dialog-queue';
import { useSite } from '@/shared/site/site-context';
import { useCurrentUser } from '@/shared/user/use-current-user';
import { Button } from '@/shared/ui/button';
import { GlobeIcon } from '@/shared/ui/globe-icon';
import { useKeepInWindow } from '@/shared/ui/use-keep-in-window';
import { VisuallyHidden } from '@/shared/ui/visually-hidden';
import { useCountryName } from './country-name';
import { ChevronDownIcon, CloseIcon } from './header-icons';
import { useHeaderPanels, usePanel } from './header-panels';
import { shouldShowMigrationNotice } from './migration-notice';
import styles from './language-selector.module.css';
import { hasCookie, shouldShowLanguageTip, writeTipCookie } from './language-tip-model';

// The dialog and the sheet open on a click: they load with antd then, not with the header.
const LazyLanguageModal = lazyWithAntd(() => import('./language-dialogs').then((module) => module.LanguageModal));
const LazyLanguageSheet = lazyWithAntd(() => import('./language-dialogs').then((module) => module.LanguageSheet));

/** Whether the site offers a choice at all (cert §2: the selector shows only with more than one language). */
export const useHasLanguageChoice = (): boolean => useSite().languages.length > 1;

/** The language tip's state: shown by the section 2 rules until dismissed (tips cookie). */
const useLanguageTip = () => {
  const { siteInfo, languages, languageCountryCode, visitorCountry } = useSite();
  const { user } = useCurrentUser();
  const [dismissed, setDismissed] = useState(false);
  const dialogOpen = useQueuedDialogOpen();
  const visible =
    !dismissed &&
    !dialogOpen &&
    // Not over the migration notice: that dialog comes first.
    !shouldShowMigrationNotice(siteInfo, user) &&
    shouldShowLanguageTip({
      languageCount: languages.length,
      hasLanguageCookie: hasCookie(COOKIE_NAMES.languageCheckedId),
      hasTipCookie: hasCookie(COOKIE_NAMES.showCountryLanguageTips),
      chosenCountry: languageCountryCode,
      visitorCountry: visitorCountry?.countryCode ?? null,
    });
  const dismiss = () => {
    writeTipCookie();
    setDismissed(true);
  };
  return { visible, dismiss, countryCode: visitorCountry?.countryCode ?? '', countryName: visitorCountry?.countryName ?? '' };
};

/**
 * The selector's trigger with the language tip pointing at it. `variant` 'bar' is the desktop top
 * bar's country · language button, 'icon' the mobile header's globe.
 */
export const LanguageTrigger = ({ variant }: { variant: 'bar' | 'icon' }) => {
  const { t } = useTranslation();
  const { language, countries, languageCountryCode } = useSite();
  const { open, setOpen } = usePanel('language');
  const { openPanel } = useHeaderPanels();
  const tip = useLanguageTip();
  const bubble = useRef<HTMLDivElement>(null);
  useKeepInWindow(tip.visible && openPanel === null, bubble);
  const countryName = useCountryName();
  const entry = countries.find((candidate) => candidate.countryCode === languageCountryCode);
  const country = entry ? countryName(entry.countryCode, entry.country) : undefined;
  const languageName = language?.languageComplete ?? '';
  const label = country ? t('language.currentWithCountry', { country, language: languageName }) : t('header.language', { language: languageName });

  const openSelector = () => {
    if (tip.visible) tip.dismiss();
    setOpen(true);
  };
  // Desktop opens the dialog, mobile the sheet: its code loads when the trigger is approached.
  const intent = preloadOnIntent(variant === 'bar' ? LazyLanguageModal : LazyLanguageSheet);
  // Named only when the tip shows (a country's name may cost the region names' first use, country-name.ts).
  const tipCountry = tip.visible ? countryName(tip.countryCode, tip.countryName) : '';
  // Desktop: one line beside the top-bar selector, over the bar's empty middle, covering no control.
  const tipContent: ReactNode =
    variant === 'bar' ? (
      <div className={styles.tipLine} role="status">
        <span className={styles.tipTitle}>{t('language.tipTitle', { country: tipCountry })}</span>
        <Button variant="primary" size="small" onClick={openSelector} {...intent}>
          {t('language.tipChooseLong')}
        </Button>
        <button type="button" className={styles.tipClose} onClick={tip.dismiss} aria-label={t('language.tipDismiss')} title={t('language.tipDismiss')}>
          <CloseIcon size={16} />
        </button>
      </div>
    ) : (
      <div className={styles.tip} role="status">
        <p className={styles.tipTitle}>{t('language.tipTitle', { country: tipCountry })}</p>
        <p className={styles.tipText}>{t('language.tipText')}</p>
        <div className={styles.tipActions}>
          <Button variant="primary" size="small" onClick={openSelector} {...intent}>
            {t('language.tipChoose')}
          </Button>
          <Button variant="text" size="small" onClick={tip.dismiss}>
            {t('language.tipDismiss')}
          </Button>
        </div>
      </div>
    );

  // The accessible name starts with what the button shows (WCAG 2.5.3): the country and language,
  // after a visually hidden "Country and language" prefix.
  const hiddenPrefix = <VisuallyHidden>{`${t('language.title')}: `}</VisuallyHidden>;
  const trigger =
    variant === 'bar' ? (
      <button type="button" className={styles.bar} onClick={openSelector} {...intent} aria-haspopup="dialog" aria-expanded={open}>
        <GlobeIcon />
        {hiddenPrefix}
        {country && <span className={styles.country}>{country}</span>}
        {country && <span className={styles.dot} aria-hidden />}
        {country && <VisuallyHidden>, </VisuallyHidden>}
        <span className={styles.language}>{languageName}</span>
        <ChevronDownIcon size={12} />
      </button>
    ) : (
      <button type="button" className={styles.icon} onClick={openSelector} {...intent} aria-haspopup="dialog" aria-expanded={open}>
        <GlobeIcon size={20} />
        <span className={styles.code} aria-hidden>
          {language?.languageSimple.toUpperCase()}
        </span>
        <VisuallyHidden>{label}</VisuallyHidden>
      </button>
    );

  // Once dismissed (or never due) the tip is gone for good: no bubble around the trigger at all.
  if (!tip.visible) return trigger;
  // The tip is a bubble beside the trigger (desktop: to its inline start, over the top bar's empty
  // middle; mobile: under it, aligned to its inline end), its arrow pointing at it. Hidden while
  // any header panel is open, so it never covers one.
  return (
    <div className={styles.anchor}>
      {trigger}
      {openPanel === null && (
        <div ref={bubble} className={`${styles.bubble} ${variant === 'bar' ? styles.bubbleBeside : styles.bubbleBelow}`}>
          <span className={styles.arrow} aria-hidden />
          {tipContent}
        </div>
      )}
    </div>
  );
};

/** Desktop: the language selector dialog, mounted (with antd) once first opened. */
export const LanguageDialog = () => {
  const opened = useOpenedOnce(usePanel('language').open);
  return opened ? (
    <Suspense fallback={null}>
      <LazyLanguageModal />
    </Suspense>
  ) : null;
};

/** Mobile: the language panel, a sheet from the bottom, mounted (with antd) once first opened. */
export const LanguagePanel = () => {
  const opened = useOpenedOnce(usePanel('language').open);
  return opened ? (
    <Suspense fallback={null}>
      <LazyLanguageSheet />
    </Suspense>
  ) : null;
};
