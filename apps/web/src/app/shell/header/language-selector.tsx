import { COOKIE_NAMES, DIALOG_WIDTHS } from '@credo/contracts/constants';
import { Button, Drawer, Modal, Popover } from 'antd';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSite } from '@/shared/site/site-context';
import { useCurrentUser } from '@/shared/user/use-current-user';
import { GlobeIcon } from '@/shared/ui/globe-icon';
import { useCountryName } from './country-name';
import { ChevronDownIcon, CloseIcon } from './header-icons';
import { useHeaderPanels, usePanel } from './header-panels';
import { LanguagePicker } from './language-picker';
import { shouldShowMigrationNotice } from './migration-notice';
import styles from './language-selector.module.css';
import { hasCookie, shouldShowLanguageTip, writeTipCookie } from './language-tip-model';
import { useChangeLanguage } from './use-change-language';

/** Whether the site offers a choice at all (cert §2: the selector shows only with more than one language). */
export const useHasLanguageChoice = (): boolean => useSite().languages.length > 1;

/** The language tip's state: shown by the section 2 rules until dismissed (tips cookie). */
const useLanguageTip = () => {
  const { siteInfo, languages, languageCountryCode, visitorCountry } = useSite();
  const { user } = useCurrentUser();
  const [dismissed, setDismissed] = useState(false);
  const visible =
    !dismissed &&
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
  const { language, countries, languageCountryCode, direction } = useSite();
  const { open, setOpen } = usePanel('language');
  const { openPanel } = useHeaderPanels();
  const tip = useLanguageTip();
  const countryName = useCountryName();
  const entry = countries.find((candidate) => candidate.countryCode === languageCountryCode);
  const country = entry ? countryName(entry.countryCode, entry.country) : undefined;
  const languageName = language?.languageComplete ?? '';
  const label = country ? t('language.currentWithCountry', { country, language: languageName }) : t('header.language', { language: languageName });

  const openSelector = () => {
    if (tip.visible) tip.dismiss();
    setOpen(true);
  };
  const tipCountry = countryName(tip.countryCode, tip.countryName);
  // Desktop: one line beside the top-bar selector, over the bar's empty middle, covering no control.
  const tipContent: ReactNode =
    variant === 'bar' ? (
      <div className={styles.tipLine} role="status">
        <span className={styles.tipTitle}>{t('language.tipTitle', { country: tipCountry })}</span>
        <Button type="primary" size="small" onClick={openSelector}>
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
          <Button type="primary" size="small" onClick={openSelector}>
            {t('language.tipChoose')}
          </Button>
          <Button type="text" size="small" onClick={tip.dismiss}>
            {t('language.tipDismiss')}
          </Button>
        </div>
      </div>
    );

  // The accessible name starts with what the button shows (WCAG 2.5.3): the country and language,
  // after a visually hidden "Country and language" prefix.
  const hiddenPrefix = <span className={styles.srOnly}>{`${t('language.title')}: `}</span>;
  const trigger =
    variant === 'bar' ? (
      <button type="button" className={styles.bar} onClick={openSelector} aria-haspopup="dialog" aria-expanded={open}>
        <GlobeIcon />
        {hiddenPrefix}
        {country && <span className={styles.country}>{country}</span>}
        {country && <span className={styles.dot} aria-hidden />}
        {country && <span className={styles.srOnly}>, </span>}
        <span className={styles.language}>{languageName}</span>
        <ChevronDownIcon size={12} />
      </button>
    ) : (
      <button type="button" className={styles.icon} onClick={openSelector} aria-haspopup="dialog" aria-expanded={open}>
        <GlobeIcon size={20} />
        <span className={styles.code} aria-hidden>
          {language?.languageSimple.toUpperCase()}
        </span>
        <span className={styles.srOnly}>{label}</span>
      </button>
    );

  // Once dismissed (or never due) the tip is gone for good: no popover around the trigger at all.
  if (!tip.visible) return trigger;
  return (
    <Popover
      open={openPanel === null}
      content={tipContent}
      trigger={[]}
      placement={variant === 'bar' ? (direction === 'rtl' ? 'right' : 'left') : direction === 'rtl' ? 'bottomLeft' : 'bottomRight'}
      classNames={{ root: variant === 'bar' ? styles.tipBarRoot : styles.tipRoot }}
      // Above the sticky header (z-index 100) it points into, below dialogs and drawers (1000).
      zIndex={110}
    >
      {trigger}
    </Popover>
  );
};

const usePicker = () => {
  const { open, setOpen } = usePanel('language');
  const change = useChangeLanguage(() => setOpen(false));
  const close = () => {
    if (!change.isPending) setOpen(false);
  };
  const picker = <LanguagePicker onPick={(pick) => change.mutate(pick)} pending={change.isPending ? change.variables : undefined} />;
  return { open, close, picker };
};

/** Desktop: the language selector dialog, 458 px wide (cert §2, §9). */
export const LanguageDialog = () => {
  const { t } = useTranslation();
  const { open, close, picker } = usePicker();
  return (
    <Modal
      open={open}
      onCancel={close}
      footer={null}
      width={DIALOG_WIDTHS.language}
      title={t('language.title')}
      centered
      destroyOnHidden
      classNames={{ body: styles.dialogBody }}
    >
      {picker}
    </Modal>
  );
};

/** Mobile: the language panel, a sheet from the bottom with the same two steps. */
export const LanguagePanel = () => {
  const { t } = useTranslation();
  const { open, close, picker } = usePicker();
  return (
    <Drawer
      open={open}
      onClose={close}
      placement="bottom"
      title={t('language.title')}
      destroyOnHidden
      classNames={{ wrapper: styles.sheet, body: styles.sheetBody }}
    >
      {picker}
    </Drawer>
  );
};
