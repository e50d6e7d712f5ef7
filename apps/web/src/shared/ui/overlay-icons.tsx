type IconProps = { size?: number };

const svgProps = (size: number) => ({ width: size, height: size, viewBox: '0 0 24 24', fill: 'none', 'aria-hidden': true, focusable: false }) as const;

/** Cookie glyph (consent banner). Decorative. */
export const CookieIcon = ({ size = 24 }: IconProps) => (
  <svg {...svgProps(size)}>
    <path d="M12 3a9 9 0 1 0 9 9 3 3 0 0 1-3.6-3A3 3 0 0 1 14 5.6 3 3 0 0 1 12 3Z" stroke="currentColor" strokeWidth="1.6" strokeLinejoin="round" />
    <circle cx="8.5" cy="10" r="1.2" fill="currentColor" />
    <circle cx="9.5" cy="15.5" r="1.2" fill="currentColor" />
    <circle cx="14.5" cy="14" r="1.2" fill="currentColor" />
  </svg>
);

/** Question mark in a bubble (FAQ). Decorative. */
export const QuestionIcon = ({ size = 24 }: IconProps) => (
  <svg {...svgProps(size)}>
    <circle cx="12" cy="12" r="9" stroke="currentColor" strokeWidth="1.7" />
    <path d="M9.6 9.4a2.5 2.5 0 0 1 4.8.9c0 1.7-2.4 2.2-2.4 3.7" stroke="currentColor" strokeWidth="1.7" strokeLinecap="round" strokeLinejoin="round" />
    <circle cx="12" cy="17" r="1.1" fill="currentColor" />
  </svg>
);

/** Speech bubble with lines (feedback survey). Decorative. */
export const FeedbackIcon = ({ size = 24 }: IconProps) => (
  <svg {...svgProps(size)}>
    <path
      d="M4 6a2 2 0 0 1 2-2h12a2 2 0 0 1 2 2v9a2 2 0 0 1-2 2h-7l-4.5 3.5V17H6a2 2 0 0 1-2-2V6Z"
      stroke="currentColor"
      strokeWidth="1.7"
      strokeLinejoin="round"
    />
    <path d="M8 9h8M8 12.5h5" stroke="currentColor" strokeWidth="1.7" strokeLinecap="round" />
  </svg>
);

/** Light bulb (training suggestion). Decorative. */
export const BulbIcon = ({ size = 24 }: IconProps) => (
  <svg {...svgProps(size)}>
    <path
      d="M9 17h6m-5 3.5h4M12 3a6 6 0 0 0-3.5 10.9c.6.4 1 1.1 1 1.9V17h5v-1.2c0-.8.4-1.5 1-1.9A6 6 0 0 0 12 3Z"
      stroke="currentColor"
      strokeWidth="1.7"
      strokeLinecap="round"
      strokeLinejoin="round"
    />
  </svg>
);

/** Shield with a check (privacy, necessary cookies). Decorative. */
export const ShieldIcon = ({ size = 24 }: IconProps) => (
  <svg {...svgProps(size)}>
    <path d="M12 3 5 6v5.5c0 4.3 3 8 7 9.5 4-1.5 7-5.2 7-9.5V6l-7-3Z" stroke="currentColor" strokeWidth="1.6" strokeLinejoin="round" />
    <path d="m9 12 2.2 2.2L15.5 10" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" strokeLinejoin="round" />
  </svg>
);
