type IconProps = { size?: number };

const svgProps = (size: number) => ({ width: size, height: size, viewBox: '0 0 24 24', fill: 'none', 'aria-hidden': true, focusable: false }) as const;

/** Person glyph (personal info). Decorative. */
export const UserIcon = ({ size = 16 }: IconProps) => (
  <svg {...svgProps(size)}>
    <circle cx="12" cy="8" r="4" stroke="currentColor" strokeWidth="1.6" />
    <path d="M4 20c1.4-3.6 4.4-5.5 8-5.5s6.6 1.9 8 5.5" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" />
  </svg>
);

/** Door-and-arrow glyph (log out); mirrored in right-to-left pages by the caller's CSS. Decorative. */
export const LogoutIcon = ({ size = 16 }: IconProps) => (
  <svg {...svgProps(size)}>
    <path d="M14 4H6a1 1 0 0 0-1 1v14a1 1 0 0 0 1 1h8" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" />
    <path d="M11 12h9m0 0-3.5-3.5M20 12l-3.5 3.5" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" strokeLinejoin="round" />
  </svg>
);

/** Camera glyph (change photo). Decorative. */
export const CameraIcon = ({ size = 16 }: IconProps) => (
  <svg {...svgProps(size)}>
    <path
      d="M4 8a1 1 0 0 1 1-1h3l1.5-2h5L16 7h3a1 1 0 0 1 1 1v10a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V8Z"
      stroke="currentColor"
      strokeWidth="1.6"
      strokeLinejoin="round"
    />
    <circle cx="12" cy="13" r="3.5" stroke="currentColor" strokeWidth="1.6" />
  </svg>
);

/** Filled circle with an "i" (an informative notice). Decorative. */
export const InfoCircleIcon = ({ size = 16 }: IconProps) => (
  <svg {...svgProps(size)}>
    <circle cx="12" cy="12" r="10" fill="currentColor" />
    <path d="M12 11v6" stroke="#fff" strokeWidth="2" strokeLinecap="round" />
    <circle cx="12" cy="7.5" r="1.25" fill="#fff" />
  </svg>
);

/** Filled circle with an "!" (a warning notice). Decorative. */
export const WarningCircleIcon = ({ size = 16 }: IconProps) => (
  <svg {...svgProps(size)}>
    <circle cx="12" cy="12" r="10" fill="currentColor" />
    <path d="M12 6.5v7" stroke="#fff" strokeWidth="2" strokeLinecap="round" />
    <circle cx="12" cy="17" r="1.25" fill="#fff" />
  </svg>
);
