import type { Lang, Translate } from '../idp-texts';

export type Theme = { primary: string; primaryHover: string; soft: string; ring: string };

/** Brand colours of the tenants' logos, darkened where white button text needs 4.5:1 contrast. */
const THEMES: Record<string, Theme> = {
  // The web app's accent (#d7000f, --credo-accent and antd's colorPrimary): sign-in looks like the site it returns to (issue 14).
  main: { primary: '#d7000f', primaryHover: '#b0000c', soft: '#fdf0f0', ring: 'rgba(215,0,15,.28)' },
  micro: { primary: '#c2410c', primaryHover: '#9a3412', soft: '#fff4ed', ring: 'rgba(217,72,15,.28)' },
  robot: { primary: '#0f766e', primaryHover: '#115e59', soft: '#ecfaf6', ring: 'rgba(15,138,116,.28)' },
  neutral: { primary: '#3e5c76', primaryHover: '#2f475c', soft: '#f0f4f8', ring: 'rgba(62,92,118,.28)' },
};

export const themeFor = (tenantCode: string): Theme => THEMES[tenantCode] ?? THEMES.main;

/** Everything a page needs to look like its tenant and speak the visitor's language. */
export type PageCtx = {
  lang: Lang;
  dir: 'ltr' | 'rtl';
  t: Translate;
  tenant: { id: number; code: string; name: string; logoUrl: string; faviconUrl: string; privacyPolicyUrl: string };
  theme: Theme;
  /** The site the visitor came from (origin + '/'). */
  siteUrl: string;
};
