/** Small decorative glyphs of the home sections (24 px grid, currentColor). */
type IconProps = { size?: number; className?: string };

const svg = (size: number, className?: string) =>
  ({ width: size, height: size, viewBox: '0 0 24 24', fill: 'none', 'aria-hidden': true, focusable: false, className }) as const;

/** Points forward in the reading direction; `.forward` mirrors it in right-to-left pages. */
export const ArrowIcon = ({ size = 16, className }: IconProps) => (
  <svg {...svg(size, className)}>
    <path d="M5 12h14m0 0-5-5m5 5-5 5" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" />
  </svg>
);

export const PinIcon = ({ size = 16, className }: IconProps) => (
  <svg {...svg(size, className)}>
    <path d="M12 21s-6.5-6.2-6.5-11a6.5 6.5 0 0 1 13 0c0 4.8-6.5 11-6.5 11Z" stroke="currentColor" strokeWidth="1.6" strokeLinejoin="round" />
    <circle cx="12" cy="10" r="2.3" stroke="currentColor" strokeWidth="1.6" />
  </svg>
);

export const ClockIcon = ({ size = 16, className }: IconProps) => (
  <svg {...svg(size, className)}>
    <circle cx="12" cy="12" r="8.5" stroke="currentColor" strokeWidth="1.6" />
    <path d="M12 7.5V12l3 2" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" strokeLinejoin="round" />
  </svg>
);

export const PersonIcon = ({ size = 16, className }: IconProps) => (
  <svg {...svg(size, className)}>
    <circle cx="12" cy="8" r="3.8" stroke="currentColor" strokeWidth="1.6" />
    <path d="M4.5 20c1.3-3.4 4.2-5.2 7.5-5.2s6.2 1.8 7.5 5.2" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" />
  </svg>
);

export const MonitorIcon = ({ size = 16, className }: IconProps) => (
  <svg {...svg(size, className)}>
    <rect x="3.5" y="4.5" width="17" height="11.5" rx="1.5" stroke="currentColor" strokeWidth="1.6" />
    <path d="M9 20h6m-3-4v4" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" />
  </svg>
);

export const QuoteIcon = ({ size = 28, className }: IconProps) => (
  <svg {...svg(size, className)}>
    <path
      d="M10 6.5C6.7 7.6 4.5 10.3 4.5 14v3.5h5.5V12H7.2c.3-1.9 1.5-3.2 3.3-3.9L10 6.5Zm9.5 0c-3.3 1.1-5.5 3.8-5.5 7.5v3.5h5.5V12h-2.8c.3-1.9 1.5-3.2 3.3-3.9l-.5-1.6Z"
      fill="currentColor"
    />
  </svg>
);

export const PlayIcon = ({ size = 14, className }: IconProps) => (
  <svg {...svg(size, className)}>
    <path d="M8 5.5v13l10.5-6.5L8 5.5Z" fill="currentColor" />
  </svg>
);
