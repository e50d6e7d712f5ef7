type IconProps = { size?: number };

const svgProps = (size: number) => ({ width: size, height: size, viewBox: '0 0 24 24', fill: 'none', 'aria-hidden': true, focusable: false }) as const;
const stroke = { stroke: 'currentColor', strokeWidth: 1.8, strokeLinecap: 'round', strokeLinejoin: 'round' } as const;

/** Magnifier (search). Decorative. */
export const SearchIcon = ({ size = 20 }: IconProps) => (
  <svg {...svgProps(size)}>
    <circle cx="10.5" cy="10.5" r="6.5" {...stroke} />
    <path d="m15.5 15.5 5 5" {...stroke} />
  </svg>
);

/** Three bars (open the menu). Decorative. */
export const MenuIcon = ({ size = 22 }: IconProps) => (
  <svg {...svgProps(size)}>
    <path d="M4 6.5h16M4 12h16M4 17.5h16" {...stroke} />
  </svg>
);

/** Cross (close). Decorative. */
export const CloseIcon = ({ size = 20 }: IconProps) => (
  <svg {...svgProps(size)}>
    <path d="M6 6l12 12M18 6 6 18" {...stroke} />
  </svg>
);

/** Chevron pointing down (dropdown, expandable group). Decorative. */
export const ChevronDownIcon = ({ size = 14 }: IconProps) => (
  <svg {...svgProps(size)}>
    <path d="m6 9 6 6 6-6" {...stroke} />
  </svg>
);

/** Chevron towards the inline end; right-to-left pages mirror it with CSS. Decorative. */
export const ChevronEndIcon = ({ size = 16 }: IconProps) => (
  <svg {...svgProps(size)}>
    <path d="m9 6 6 6-6 6" {...stroke} />
  </svg>
);

/** Tick (the current choice). Decorative. */
export const CheckIcon = ({ size = 16 }: IconProps) => (
  <svg {...svgProps(size)}>
    <path d="m5 12.5 4.5 4.5L19 7.5" {...stroke} />
  </svg>
);

/** Map pin (country). Decorative. */
export const PinIcon = ({ size = 16 }: IconProps) => (
  <svg {...svgProps(size)}>
    <path d="M12 21s-6.5-5.6-6.5-11a6.5 6.5 0 0 1 13 0c0 5.4-6.5 11-6.5 11Z" {...stroke} />
    <circle cx="12" cy="10" r="2.3" {...stroke} />
  </svg>
);
