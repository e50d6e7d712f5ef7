import { useState, type ReactNode } from 'react';
import styles from './avatar.module.css';

/**
 * A round picture of `size` px, or `fallback` (initials) when there is none or it fails to load.
 * Decorative: the name is written next to it. Own markup with antd Avatar's look (grey disc,
 * white letters), so pages on a first load without antd (decision 0012) can show people. Lazy: the
 * people on the home page (trainers, comments) are far below a phone's first screen.
 */
export const Avatar = ({ src, size, fallback, className }: { src?: string | null; size: number; fallback: ReactNode; className?: string }) => {
  const [failed, setFailed] = useState<string | null>(null);
  const photo = src && failed !== src ? src : null;
  return (
    <span className={`${styles.avatar} ${photo ? styles.withPhoto : ''} ${className ?? ''}`} style={{ width: size, height: size }} aria-hidden>
      {photo ? <img src={photo} alt="" loading="lazy" draggable={false} onError={() => setFailed(photo)} /> : fallback}
    </span>
  );
};
