type IconProps = { size?: number; className?: string };

const svgProps = (size: number, className?: string) =>
  ({ width: size, height: size, viewBox: '0 0 24 24', fill: 'none', 'aria-hidden': true, focusable: false, className }) as const;

/** Clock (time of a session). Decorative. */
export const SessionClockIcon = ({ size = 16, className }: IconProps) => (
  <svg {...svgProps(size, className)}>
    <circle cx="12" cy="12" r="8.5" stroke="currentColor" strokeWidth="1.6" />
    <path d="M12 7.5V12l3 2" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" strokeLinejoin="round" />
  </svg>
);

/** Map pin (place of an onsite session). Decorative. */
export const SessionPinIcon = ({ size = 16, className }: IconProps) => (
  <svg {...svgProps(size, className)}>
    <path d="M12 21s-6.5-5.6-6.5-11a6.5 6.5 0 0 1 13 0c0 5.4-6.5 11-6.5 11Z" stroke="currentColor" strokeWidth="1.6" strokeLinejoin="round" />
    <circle cx="12" cy="10" r="2.3" stroke="currentColor" strokeWidth="1.6" />
  </svg>
);

/** Person (trainer). Decorative. */
export const SessionPersonIcon = ({ size = 16, className }: IconProps) => (
  <svg {...svgProps(size, className)}>
    <circle cx="12" cy="8" r="3.6" stroke="currentColor" strokeWidth="1.6" />
    <path d="M5 20c.8-3.6 3.6-5.5 7-5.5s6.2 1.9 7 5.5" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" />
  </svg>
);

/** Chair (seats). Decorative. */
export const SessionSeatIcon = ({ size = 16, className }: IconProps) => (
  <svg {...svgProps(size, className)}>
    <path
      d="M7 11V5.5A1.5 1.5 0 0 1 8.5 4h7A1.5 1.5 0 0 1 17 5.5V11M5 11h14v4H5zM7 15v5m10-5v5"
      stroke="currentColor"
      strokeWidth="1.6"
      strokeLinecap="round"
      strokeLinejoin="round"
    />
  </svg>
);
