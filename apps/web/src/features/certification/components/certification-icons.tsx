type IconProps = { size?: number; className?: string };

const svgProps = (size: number, className?: string) =>
  ({ width: size, height: size, viewBox: '0 0 24 24', fill: 'none', 'aria-hidden': true, focusable: false, className }) as const;

const line = { stroke: 'currentColor', strokeWidth: 1.8, strokeLinecap: 'round', strokeLinejoin: 'round' } as const;

/** Ribbon medal: the certification itself. Decorative. */
export const MedalIcon = ({ size = 24, className }: IconProps) => (
  <svg {...svgProps(size, className)}>
    <circle cx="12" cy="9" r="6" {...line} />
    <path d="m8.5 14-1.5 7 5-2.5 5 2.5-1.5-7" {...line} />
    <path d="m9.8 9 1.5 1.5 3-3" {...line} />
  </svg>
);

export const ClockIcon = ({ size = 16, className }: IconProps) => (
  <svg {...svgProps(size, className)}>
    <circle cx="12" cy="12" r="9" {...line} />
    <path d="M12 7v5l3 2" {...line} />
  </svg>
);

export const CheckCircleIcon = ({ size = 16, className }: IconProps) => (
  <svg {...svgProps(size, className)}>
    <circle cx="12" cy="12" r="9" {...line} />
    <path d="m8 12.5 2.7 2.7L16.5 9.5" {...line} />
  </svg>
);

export const DownloadIcon = ({ size = 16, className }: IconProps) => (
  <svg {...svgProps(size, className)}>
    <path d="M12 4v11m0 0-4.5-4.5M12 15l4.5-4.5M5 19h14" {...line} />
  </svg>
);

export const ShieldIcon = ({ size = 16, className }: IconProps) => (
  <svg {...svgProps(size, className)}>
    <path d="M12 3 5 6v5.5c0 4.3 3 8 7 9.5 4-1.5 7-5.2 7-9.5V6z" {...line} />
    <path d="m9 12 2 2 4-4" {...line} />
  </svg>
);

export const PeopleIcon = ({ size = 24, className }: IconProps) => (
  <svg {...svgProps(size, className)}>
    <circle cx="9" cy="8" r="3.2" {...line} />
    <path d="M3.5 19c.6-3.2 2.8-5 5.5-5s4.9 1.8 5.5 5" {...line} />
    <circle cx="17" cy="9" r="2.5" {...line} />
    <path d="M16 14.2c2.3.1 4 1.7 4.5 4.3" {...line} />
  </svg>
);

export const PaperIcon = ({ size = 24, className }: IconProps) => (
  <svg {...svgProps(size, className)}>
    <path d="M7 3h7l4 4v14H7z" {...line} />
    <path d="M14 3v4h4M10 12h5M10 16h5" {...line} />
  </svg>
);
