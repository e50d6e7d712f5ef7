import { App, ConfigProvider, type ThemeConfig } from 'antd';
import type { Locale } from 'antd/es/locale';
import type { ReactNode } from 'react';
import { TipsDialogBridge } from './tips-dialog';

const theme: ThemeConfig = {
  token: {
    colorPrimary: '#d7000f',
    colorLink: '#1554a6',
    colorTextBase: '#1f2937',
    borderRadius: 4,
    fontFamily: 'inherit',
  },
};

type ThemeProviderProps = {
  locale?: Locale;
  direction?: 'ltr' | 'rtl';
  children: ReactNode;
};

/** antd theme, locale and direction (RTL for languages with rtlStatus '1'), plus the Tips dialog host. */
export const ThemeProvider = ({ locale, direction = 'ltr', children }: ThemeProviderProps) => (
  <ConfigProvider locale={locale} direction={direction} theme={theme}>
    <App component={false}>
      <TipsDialogBridge />
      {children}
    </App>
  </ConfigProvider>
);
