import { App, ConfigProvider, type ThemeConfig } from 'antd';
import enUS from 'antd/es/locale/en_US';
import { useContext, useEffect, useSyncExternalStore, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useReducedMotion } from '@/shared/lib/use-reduced-motion';
import { SiteContext } from '@/shared/site/site-context';
import { antdLocaleOf, loadAntdLocale, subscribeAntdLocales } from './antd-locales';

/** The brand on antd's tokens; the same colours as the CSS variables of global.css. */
export const antdTheme: ThemeConfig = {
  token: {
    colorPrimary: '#d7000f',
    colorLink: '#1554a6',
    colorTextBase: '#1f2937',
    borderRadius: 4,
    fontFamily: 'inherit',
  },
};

/**
 * The same theme without antd's motion, for visitors who ask for reduced motion. Besides the
 * visitor's comfort, a dialog that zooms in from the pointer moves its buttons for 0.3 s after it
 * opened: a click in that time can land beside the button it aimed at.
 */
export const antdStillTheme: ThemeConfig = { ...antdTheme, token: { ...antdTheme.token, motion: false } };

const documentDirection = (): 'ltr' | 'rtl' => (document.documentElement.dir === 'rtl' ? 'rtl' : 'ltr');

/**
 * antd's theme, locale and direction (RTL for Arabic) and its <App> (message, modal, notification
 * hooks) around the antd parts of the site. The shell and the first-paint pages do not use antd
 * (decision 0012): this module is loaded with the first page, dialog or panel that does.
 */
export const AntdScope = ({ children }: { children: ReactNode }) => {
  const { i18n: instance } = useTranslation();
  const site = useContext(SiteContext);
  const still = useReducedMotion();
  // Never undefined: antd wraps its children in a locale provider only when it has a locale, so
  // a locale arriving later would remount the whole scope and lose its state (open panels, forms).
  const locale = useSyncExternalStore(subscribeAntdLocales, () => antdLocaleOf(instance.language)) ?? enUS;
  // Usually loaded with this module (lazyWithAntd); after a language switch, load the new one.
  useEffect(() => {
    void loadAntdLocale(instance.language);
  }, [instance.language]);
  return (
    <ConfigProvider locale={locale} direction={site?.direction ?? documentDirection()} theme={still ? antdStillTheme : antdTheme}>
      <App component={false}>{children}</App>
    </ConfigProvider>
  );
};
