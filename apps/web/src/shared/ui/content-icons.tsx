type IconProps = { size?: number; className?: string };

const svgProps = (size: number, className?: string) =>
  ({ width: size, height: size, viewBox: '0 0 24 24', fill: 'none', 'aria-hidden': true, focusable: false, className }) as const;

/** Arrow pointing right; callers mirror it in right-to-left pages (scaleX(-1) under [dir='rtl']). Decorative. */
export const ForwardArrowIcon = ({ size = 16, className }: IconProps) => (
  <svg {...svgProps(size, className)}>
    <path d="M5 12h14m0 0-5-5m5 5-5 5" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" />
  </svg>
);

/** Magnifier (search). Decorative. */
export const MagnifierIcon = ({ size = 18, className }: IconProps) => (
  <svg {...svgProps(size, className)}>
    <circle cx="11" cy="11" r="6.5" stroke="currentColor" strokeWidth="1.8" />
    <path d="m16 16 4.5 4.5" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
  </svg>
);

/** Calendar (publication date). Decorative. */
export const CalendarIcon = ({ size = 16, className }: IconProps) => (
  <svg {...svgProps(size, className)}>
    <rect x="3.5" y="5" width="17" height="15" rx="2" stroke="currentColor" strokeWidth="1.6" />
    <path d="M3.5 10h17M8 3v4m8-4v4" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" />
  </svg>
);

/** Newspaper (news placeholder and empty state). Decorative. */
export const NewspaperIcon = ({ size = 24, className }: IconProps) => (
  <svg {...svgProps(size, className)}>
    <path
      d="M4 5.5A1.5 1.5 0 0 1 5.5 4h10A1.5 1.5 0 0 1 17 5.5V18a2 2 0 0 0 2 2H6a2 2 0 0 1-2-2V5.5Z"
      stroke="currentColor"
      strokeWidth="1.5"
      strokeLinejoin="round"
    />
    <path d="M17 9h2.5a.5.5 0 0 1 .5.5V18a2 2 0 0 1-2 2M7.5 8h6m-6 3.5h6m-6 3.5h4" stroke="currentColor" strokeWidth="1.5" strokeLinecap="round" />
  </svg>
);

/** Rosette (certification). Decorative. */
export const RosetteIcon = ({ size = 24, className }: IconProps) => (
  <svg {...svgProps(size, className)}>
    <circle cx="12" cy="9" r="5.5" stroke="currentColor" strokeWidth="1.6" />
    <path d="m8.5 13.5-1.5 7 5-2.5 5 2.5-1.5-7" stroke="currentColor" strokeWidth="1.6" strokeLinejoin="round" />
    <path d="m9.8 9 1.5 1.5 3-3" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" strokeLinejoin="round" />
  </svg>
);

/** Play button in a screen (course or video). Decorative. */
export const CourseIcon = ({ size = 24, className }: IconProps) => (
  <svg {...svgProps(size, className)}>
    <rect x="3" y="4.5" width="18" height="13" rx="2" stroke="currentColor" strokeWidth="1.6" />
    <path d="m10.5 8.5 4 2.5-4 2.5v-5Z" fill="currentColor" />
    <path d="M8 20.5h8" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" />
  </svg>
);

/** Question mark in a bubble (FAQ). Decorative. */
export const QuestionBubbleIcon = ({ size = 24, className }: IconProps) => (
  <svg {...svgProps(size, className)}>
    <path
      d="M4 6.5A2.5 2.5 0 0 1 6.5 4h11A2.5 2.5 0 0 1 20 6.5v8a2.5 2.5 0 0 1-2.5 2.5H10l-4.5 3.5V17h0A1.5 1.5 0 0 1 4 15.5v-9Z"
      stroke="currentColor"
      strokeWidth="1.6"
      strokeLinejoin="round"
    />
    <path d="M10 9a2 2 0 1 1 2.8 1.8c-.5.3-.8.7-.8 1.2v.3" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" />
    <circle cx="12" cy="14.6" r=".9" fill="currentColor" />
  </svg>
);

/** Envelope (write to us). Decorative. */
export const MailIcon = ({ size = 20, className }: IconProps) => (
  <svg {...svgProps(size, className)}>
    <rect x="3" y="5" width="18" height="14" rx="2" stroke="currentColor" strokeWidth="1.6" />
    <path d="m4 7 8 6 8-6" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" strokeLinejoin="round" />
  </svg>
);
