import { useState } from 'react';
import { initialsOf } from '../model/trainer-url';
import styles from './trainer.module.css';

/** The trainer's portrait, or their initials when there is none or it fails to load. Decorative: the name follows. */
export const TrainerPhoto = ({ name, url, large = false }: { name: string; url: string | null; large?: boolean }) => {
  const [failed, setFailed] = useState(false);
  const size = large ? 160 : 96;
  const className = `${styles.photo} ${large ? styles.photoLarge : ''}`;
  if (!url || failed) {
    return (
      <span className={`${className} ${styles.initials}`} aria-hidden="true">
        {initialsOf(name)}
      </span>
    );
  }
  return <img className={className} src={url} alt="" width={size} height={size} onError={() => setFailed(true)} />;
};
