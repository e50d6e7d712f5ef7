import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { logosFor, type PaymentLogo } from '../model/order-view';
import styles from './payment.module.css';

/**
 * The logo strip (commerce §2): drawn marks, no external assets. Brand names are the brands' own
 * and read the same in every language; each mark is one image with its name for screen readers.
 */
const MARKS: Record<PaymentLogo, { name: string; draw: ReactNode }> = {
  mastercard: {
    name: 'Mastercard',
    draw: (
      <>
        <rect width="56" height="36" rx="5" fill="#fff" stroke="#d9d9d9" />
        <circle cx="23" cy="18" r="10" fill="#eb001b" />
        <circle cx="33" cy="18" r="10" fill="#f79e1b" fillOpacity="0.9" />
        <path d="M28 9.7a10 10 0 0 1 0 16.6a10 10 0 0 1 0-16.6z" fill="#ff5f00" />
      </>
    ),
  },
  visa: {
    name: 'Visa',
    draw: (
      <>
        <rect width="56" height="36" rx="5" fill="#fff" stroke="#d9d9d9" />
        <text x="28" y="24" textAnchor="middle" fontFamily="Arial, Helvetica, sans-serif" fontWeight="700" fontStyle="italic" fontSize="15" fill="#1a1f71">
          VISA
        </text>
      </>
    ),
  },
  klarna: {
    name: 'Klarna',
    draw: (
      <>
        <rect width="56" height="36" rx="5" fill="#ffb3c7" />
        <text x="28" y="23" textAnchor="middle" fontFamily="Arial, Helvetica, sans-serif" fontWeight="700" fontSize="12" fill="#17120f">
          Klarna.
        </text>
      </>
    ),
  },
  blik: {
    name: 'BLIK',
    draw: (
      <>
        <rect width="56" height="36" rx="5" fill="#000" />
        <text x="25" y="24" textAnchor="middle" fontFamily="Arial, Helvetica, sans-serif" fontWeight="700" fontSize="15" fill="#fff">
          blik
        </text>
        <circle cx="44" cy="13" r="3.2" fill="#e6007e" />
      </>
    ),
  },
};

export const PaymentLogos = ({ regionCode }: { regionCode: string | null }) => {
  const { t } = useTranslation();
  return (
    <ul className={styles.logos} dir="ltr" aria-label={t('payment.logos.label')} data-testid="payment-logos">
      {logosFor(regionCode).map((logo) => (
        <li key={logo}>
          <svg role="img" aria-label={MARKS[logo].name} viewBox="0 0 56 36" width="56" height="36" data-logo={logo}>
            <title>{MARKS[logo].name}</title>
            {MARKS[logo].draw}
          </svg>
        </li>
      ))}
    </ul>
  );
};
