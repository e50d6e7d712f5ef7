import type { ShareNetwork } from '../model/share-urls';

type IconProps = { size?: number };

const svgProps = (size: number) => ({ width: size, height: size, viewBox: '0 0 24 24', 'aria-hidden': true, focusable: false }) as const;

/** The networks' marks (as in /media/social/*.svg), in currentColor so hover can take the brand colour. Decorative. */
const LinkedInIcon = ({ size = 18 }: IconProps) => (
  <svg {...svgProps(size)} fill="currentColor">
    <path d="M4.5 9h3v10.5h-3zM6 3.75a1.75 1.75 0 1 1 0 3.5 1.75 1.75 0 0 1 0-3.5zM9.75 9h2.9v1.45c.5-.9 1.7-1.7 3.45-1.7 3.1 0 3.65 1.95 3.65 4.5v6.25h-3v-5.55c0-1.3-.05-2.95-1.85-2.95-1.8 0-2.1 1.4-2.1 2.85v5.65h-3z" />
  </svg>
);

const FacebookIcon = ({ size = 18 }: IconProps) => (
  <svg {...svgProps(size)} fill="currentColor">
    <path d="M13.4 21v-7.6h2.6l.4-3h-3V8.5c0-.85.25-1.45 1.5-1.45h1.6V4.4c-.3-.05-1.2-.15-2.3-.15-2.3 0-3.85 1.4-3.85 3.95v2.2H7.75v3h2.6V21z" />
  </svg>
);

const XIcon = ({ size = 18 }: IconProps) => (
  <svg {...svgProps(size)} fill="currentColor">
    <path d="M17.2 3.75h2.9l-6.35 7.25 7.45 9.25h-5.85l-4.6-5.9-5.25 5.9H2.6l6.8-7.75L2.25 3.75h6l4.15 5.4zm-1 14.8h1.6L7.9 5.35H6.2z" />
  </svg>
);

/** Two chain links (copy link). Decorative. */
export const LinkIcon = ({ size = 16 }: IconProps) => (
  <svg {...svgProps(size)} fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round">
    <path d="M10 14a4.5 4.5 0 0 0 6.4 0l3-3a4.5 4.5 0 0 0-6.4-6.4l-1.2 1.2" />
    <path d="M14 10a4.5 4.5 0 0 0-6.4 0l-3 3a4.5 4.5 0 0 0 6.4 6.4l1.2-1.2" />
  </svg>
);

export const NetworkIcon = ({ network, size }: { network: ShareNetwork; size?: number }) => {
  switch (network) {
    case 'linkedin':
      return <LinkedInIcon size={size} />;
    case 'facebook':
      return <FacebookIcon size={size} />;
    case 'x':
      return <XIcon size={size} />;
  }
};
