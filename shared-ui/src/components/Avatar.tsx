import { useEffect, useState } from 'react';
import { cx } from './cx';
import { AvatarIcon } from './icons';
import { ResponsiveImage } from './ResponsiveImage';

export interface AvatarProps {
  src?: string | null;
  /** Person or author name: the image's alt text and the source of the initials fallback. */
  name: string;
  size?: 'sm' | 'md' | 'lg' | 'xl';
  className?: string;
}

export function initials(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  if (parts.length === 0) return '';
  const first = parts[0][0] ?? '';
  const last = parts.length > 1 ? (parts[parts.length - 1][0] ?? '') : '';
  return (first + last).toUpperCase();
}

/** A round picture (lazy, but for a profile's xl one at the top of its page); initials (or a person icon) when there is none or it fails to load. */
export function Avatar({ src, name, size = 'md', className }: AvatarProps) {
  const [failed, setFailed] = useState(false);
  useEffect(() => setFailed(false), [src]);
  const classes = cx('ui-avatar', `ui-avatar--${size}`, className);
  if (src && !failed) {
    return (
      <span className={classes}>
        <ResponsiveImage
          src={src}
          slot={`avatar-${size}`}
          alt={name}
          loading={size === 'xl' ? 'eager' : 'lazy'}
          decoding="async"
          onError={() => setFailed(true)}
        />
      </span>
    );
  }
  const text = initials(name);
  return (
    <span className={cx(classes, 'ui-avatar--fallback')} role="img" aria-label={name || 'Avatar'}>
      {text ? <span aria-hidden="true">{text}</span> : <AvatarIcon />}
    </span>
  );
}
