import type { Motif } from './banners';
import type { TenantCode } from './tenants';

/** Brand colours and marks of the four tenants (logos, favicons, page images, covers). */
export const TENANT_STYLE: Record<TenantCode, { word: string; tagline: string; color: string; dark: string; accent: string; markPath: string }> = {
  main: { word: 'Credo Academy', tagline: 'SECURITY CERTIFICATION', color: '#1456b8', dark: '#0b1f3a', accent: '#2ec4b6',
    markPath: 'M20 8l10 4v7c0 7-4.5 11-10 13c-5.5-2-10-6-10-13v-7z M15 20l4 4l7-8' },
  micro: { word: 'Credo Thermal', tagline: 'THERMAL IMAGING ACADEMY', color: '#d9480f', dark: '#1d0b2e', accent: '#ffc400',
    markPath: 'M20 8c5 6 8 9 8 14a8 8 0 0 1-16 0c0-3 1.5-5 3-7c1 3 2.5 4 4 4c0-4-.5-7 1-11z' },
  robot: { word: 'Credo Robotics', tagline: 'AUTOMATION ACADEMY', color: '#0f8a74', dark: '#14191f', accent: '#00e0a4',
    markPath: 'M11 16h18v12h-18z M20 10v6 M16 22h.01 M24 22h.01 M14 32h12' },
  neutral: { word: 'Security Academy', tagline: 'PRACTITIONER TRAINING', color: '#3e5c76', dark: '#1f2933', accent: '#9ad1d4',
    markPath: 'M14 19v-4a6 6 0 0 1 12 0v4 M12 19h16v12h-16z M20 24v3' },
};

export const media = {
  logo: (t: TenantCode) => `/media/tenants/${t}-logo.svg`,
  logoWhite: (t: TenantCode) => `/media/tenants/${t}-logo-white.svg`,
  favicon: (t: TenantCode) => `/media/tenants/${t}-favicon.svg`,
  page: (t: TenantCode, page: string) => `/media/pages/${t}-${page}.svg`,
  cover: (file: string) => `/media/covers/${file}.svg`,
  partner: (file: string) => `/media/partners/${file}.svg`,
  social: (name: string) => `/media/social/${name}.svg`,
};

/** dictType page_image entries: page key and the motif drawn for it. */
export const PAGE_IMAGES: [page: string, motif: Motif][] = [
  ['faq', 'grid'],
  ['news', 'classroom'],
  ['trainer', 'badge'],
  ['my-learning', 'shield'],
  ['vat', 'badge'],
];

const LEVEL = ['', 'ASSOCIATE', 'PROFESSIONAL', 'EXPERT'];

/** Certification covers per tenant, kind and level: covers/cert-<tenant>-<kind>-<level>.svg. */
export const certCoverFile = (t: TenantCode, kind: number, level: number) => `cert-${t}-${kind}-${level}`;

const coverPrefix: Record<TenantCode, [string, string]> = { main: ['GENERAL', 'CREDO'], micro: ['THERMOGRAPHY', 'THERMAL'], robot: ['SAFETY', 'ROBOTICS'], neutral: ['GENERAL', 'SPECIALIST'] };
export const coverDefs = (Object.keys(TENANT_STYLE) as TenantCode[]).flatMap((t) => {
  const s = TENANT_STYLE[t];
  return [0, 1].flatMap((kind) => [1, 2, 3].map((level) => ({
    file: certCoverFile(t, kind, level),
    label: `${coverPrefix[t][kind]} · ${LEVEL[level]}`,
    level,
    from: kind === 0 ? s.dark : '#10213f',
    to: s.color,
    accent: kind === 0 ? s.accent : '#ffb703',
  })));
});

/** Course covers by topic: file, motif, gradient and accent. */
export const courseCoverMotifs: [file: string, motif: Motif, from: string, to: string, accent: string][] = [
  ['course-camera', 'lens', '#0b1f3a', '#1456b8', '#2ec4b6'],
  ['course-nvr', 'grid', '#10213f', '#334e8c', '#8ecae6'],
  ['course-access', 'shield', '#06343a', '#0f7c8c', '#f4d35e'],
  ['course-intercom', 'classroom', '#2b1b3f', '#6a4c93', '#ffca3a'],
  ['course-alarm', 'shield', '#3a0b14', '#b8143a', '#ffd6a5'],
  ['course-thermal', 'heat', '#1d0b2e', '#b83b0f', '#ffc400'],
  ['course-robot', 'robot', '#14191f', '#145c52', '#00e0a4'],
  ['course-general', 'badge', '#1f2933', '#3e5c76', '#9ad1d4'],
  ['course-webinar', 'classroom', '#0b1f3a', '#5b2a86', '#ffb703'],
];

/** Strategic partner logos of footer areaKind 5 (fictional programmes). */
export const PARTNERS = [
  { file: 'aegis-alliance', name: 'Aegis Integrator Alliance', line1: 'AEGIS', line2: 'Integrator Alliance', color: '#1456b8', url: 'https://aegis-alliance.example' },
  { file: 'northgate', name: 'Northgate Distribution', line1: 'NORTHGATE', line2: 'Distribution', color: '#0f8a74', url: 'https://northgate-distribution.example' },
  { file: 'safe-install', name: 'SafeInstall Guild', line1: 'SAFEINSTALL', line2: 'Installer Guild', color: '#d9480f', url: 'https://safeinstall.example' },
  { file: 'cyber-assured', name: 'Cyber Assured Programme', line1: 'CYBER ASSURED', line2: 'Secure by design', color: '#5b2a86', url: 'https://cyber-assured.example' },
];

/** Social icons: name and the glyph drawn on a 32 px circle. */
export const SOCIALS: [name: string, glyph: string][] = [
  ['linkedin', `<path d="M10 13h3v9h-3zM11.5 8.5a1.7 1.7 0 1 1 0 3.4a1.7 1.7 0 0 1 0-3.4zM15 13h3v1.3c.5-.9 1.6-1.5 3-1.5c2.4 0 3 1.5 3 3.6V22h-3v-4.9c0-1.1-.3-1.9-1.4-1.9s-1.6.8-1.6 1.9V22h-3z" fill="#fff"/>`],
  ['youtube', `<rect x="7" y="10" width="18" height="12" rx="3.5" fill="#fff"/><path d="M14 13v6l5-3z" fill="#334155"/>`],
  ['facebook', `<path d="M17.5 25v-8h2.7l.4-3.1h-3.1v-2c0-.9.3-1.5 1.5-1.5h1.7V7.6c-.3 0-1.3-.1-2.4-.1c-2.4 0-4 1.5-4 4.1v2.3h-2.7V17h2.7v8z" fill="#fff"/>`],
  ['x', `<path d="M9 9h4.2l3.4 4.6L20.6 9h2.2l-5.2 5.9L23.3 23h-4.2l-3.7-5l-4.4 5H8.8l5.6-6.4z" fill="#fff"/>`],
  ['instagram', `<rect x="9" y="9" width="14" height="14" rx="4" fill="none" stroke="#fff" stroke-width="2"/><circle cx="16" cy="16" r="3.3" fill="none" stroke="#fff" stroke-width="2"/><circle cx="20.2" cy="11.8" r="1" fill="#fff"/>`],
];
