import type { UserInfo } from '@credo/contracts/user';
import { useState } from 'react';
import styles from './user-avatar.module.css';

type AvatarUser = Pick<UserInfo, 'firstName' | 'lastName' | 'name' | 'email' | 'photoImgUrl'>;

/** Up to two letters: first and last name, else the words of the display name, else the e-mail. */
export const initialsOf = (user: AvatarUser): string => {
  const first = user.firstName?.trim();
  const last = user.lastName?.trim();
  if (first || last) return `${first?.[0] ?? ''}${last?.[0] ?? ''}`.toUpperCase();
  const words = (user.name ?? '').trim().split(/\s+/).filter(Boolean);
  if (words.length > 0)
    return words
      .slice(0, 2)
      .map((word) => word[0])
      .join('')
      .toUpperCase();
  return (user.email?.trim()[0] ?? '?').toUpperCase();
};

/** The name to show: first and last name, else the display name, else the e-mail. */
export const displayNameOf = (user: AvatarUser): string =>
  [user.firstName, user.lastName].filter((part) => part?.trim()).join(' ') || user.name?.trim() || user.email || '';

/**
 * The user's photo, or their initials when there is none (or it fails to load): a round badge of
 * `size` px. Own markup, not antd's Avatar: the header shows it on every page's first paint.
 * Decorative (the name is given next to it).
 */
export const UserAvatar = ({ user, size = 32, src }: { user: AvatarUser; size?: number; src?: string }) => {
  const photo = src ?? user.photoImgUrl ?? undefined;
  const [failed, setFailed] = useState<string | null>(null);
  const showPhoto = Boolean(photo) && failed !== photo;
  return (
    <span className={`${styles.avatar} ${showPhoto ? styles.photo : ''}`} style={{ width: size, height: size, fontSize: Math.round(size * 0.4) }} aria-hidden>
      {showPhoto ? <img src={photo} alt="" draggable={false} onError={() => setFailed(photo ?? null)} /> : initialsOf(user)}
    </span>
  );
};
