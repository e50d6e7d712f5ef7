import type { UserInfo } from '@credo/contracts/user';
import { Avatar } from 'antd';
import { useState } from 'react';

type AvatarUser = Pick<UserInfo, 'firstName' | 'lastName' | 'name' | 'email' | 'photoImgUrl'>;

/** Up to two letters: first and last name, else the words of the display name, else the e-mail. */
export const initialsOf = (user: AvatarUser): string => {
  const first = user.firstName?.trim();
  const last = user.lastName?.trim();
  if (first || last) return `${first?.[0] ?? ''}${last?.[0] ?? ''}`.toUpperCase();
  const words = (user.name ?? '').trim().split(/\s+/).filter(Boolean);
  if (words.length > 0) return words.slice(0, 2).map((word) => word[0]).join('').toUpperCase();
  return (user.email?.trim()[0] ?? '?').toUpperCase();
};

/** The name to show: first and last name, else the display name, else the e-mail. */
export const displayNameOf = (user: AvatarUser): string =>
  [user.firstName, user.lastName].filter((part) => part?.trim()).join(' ') || user.name?.trim() || user.email || '';

/** The user's photo, or their initials when there is none (or it fails to load). Decorative. */
export const UserAvatar = ({ user, size = 32, src }: { user: AvatarUser; size?: number; src?: string }) => {
  const photo = src ?? user.photoImgUrl ?? undefined;
  const [failed, setFailed] = useState<string | null>(null);
  const showPhoto = Boolean(photo) && failed !== photo;
  return (
    <Avatar
      size={size}
      src={showPhoto ? photo : undefined}
      onError={() => {
        setFailed(photo ?? null);
        return false;
      }}
      style={showPhoto ? undefined : { backgroundColor: '#1554a6', color: '#fff', fontWeight: 600, fontSize: Math.round(size * 0.4) }}
      alt=""
      aria-hidden
    >
      {initialsOf(user)}
    </Avatar>
  );
};
