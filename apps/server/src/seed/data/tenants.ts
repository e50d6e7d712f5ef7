/** The four brands, chosen by host name (TENANT_HOSTS adds more hosts at run time). */
export const TENANT = { main: 1, micro: 2, robot: 3, neutral: 4 } as const;
export type TenantCode = keyof typeof TENANT;

export const tenants = [
  {
    id: TENANT.main,
    code: 'main',
    name: 'Credo Academy',
    defaultTitle: 'Credo Academy — Security Certification & Training',
    faviconUrl: '/media/tenants/main-favicon.svg',
    logoUrl: '/media/tenants/main-logo.svg',
    logoInverseUrl: '/media/tenants/main-logo-white.svg',
    privacyPolicyUrl: 'https://www.credo-security.example/legal/privacy-policy',
    hosts: ['localhost', '127.0.0.1', 'academy.localhost'],
    isDefault: true,
  },
  {
    id: TENANT.micro,
    code: 'micro',
    name: 'Credo Thermal',
    defaultTitle: 'Credo Thermal Academy — Thermal Imaging Training',
    faviconUrl: '/media/tenants/micro-favicon.svg',
    logoUrl: '/media/tenants/micro-logo.svg',
    logoInverseUrl: '/media/tenants/micro-logo-white.svg',
    privacyPolicyUrl: 'https://thermal.credo-security.example/privacy',
    hosts: ['micro.localhost'],
    isDefault: false,
  },
  {
    id: TENANT.robot,
    code: 'robot',
    name: 'Credo Robotics',
    defaultTitle: 'Credo Robotics Academy — AMR & Automation Training',
    faviconUrl: '/media/tenants/robot-favicon.svg',
    logoUrl: '/media/tenants/robot-logo.svg',
    logoInverseUrl: '/media/tenants/robot-logo-white.svg',
    privacyPolicyUrl: 'https://robotics.credo-security.example/privacy-notice',
    hosts: ['robot.localhost'],
    isDefault: false,
  },
  {
    id: TENANT.neutral,
    code: 'neutral',
    name: 'Security Practitioner Academy',
    defaultTitle: 'Security Practitioner Academy — Online Certification',
    faviconUrl: '/media/tenants/neutral-favicon.svg',
    logoUrl: '/media/tenants/neutral-logo.svg',
    logoInverseUrl: '/media/tenants/neutral-logo-white.svg',
    privacyPolicyUrl: 'https://security-academy.example/privacy',
    hosts: ['neutral.localhost'],
    isDefault: false,
  },
];
