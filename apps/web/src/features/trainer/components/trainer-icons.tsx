/** Two people (the trainer team's empty and error states). Decorative. */
export const PeopleIcon = ({ size = 24, className }: { size?: number; className?: string }) => (
  <svg width={size} height={size} viewBox="0 0 24 24" fill="none" aria-hidden focusable={false} className={className}>
    <circle cx="9" cy="8" r="3.2" stroke="currentColor" strokeWidth="1.8" />
    <path d="M3 19.5c.6-3.3 3-5 6-5s5.4 1.7 6 5" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
    <circle cx="16.5" cy="9" r="2.5" stroke="currentColor" strokeWidth="1.6" />
    <path d="M16.5 14.2c2.3 0 4 1.3 4.5 3.8" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" />
  </svg>
);
