import { useEffect, useState } from 'react';
import { cx } from './cx';
import { BookIcon } from './icons';

export interface BookCoverProps {
  src?: string | null;
  title: string;
  /** sm: table thumbnail, md: card, lg: detail page, fluid: fills its container's width. */
  size?: 'sm' | 'md' | 'lg' | 'fluid';
  /** Above the fold: load eagerly. */
  priority?: boolean;
  className?: string;
}

/** A book cover (2:3), "Cover of {title}"; a neutral placeholder when it is missing or broken. */
export function BookCover({ src, title, size = 'md', priority = false, className }: BookCoverProps) {
  const [failed, setFailed] = useState(false);
  useEffect(() => setFailed(false), [src]);
  const alt = `Cover of ${title}`;
  const classes = cx('ui-cover', `ui-cover--${size}`, className);
  if (src && !failed) {
    return (
      <img
        className={classes}
        src={src}
        alt={alt}
        loading={priority ? 'eager' : 'lazy'}
        decoding="async"
        onError={() => setFailed(true)}
      />
    );
  }
  return (
    <span className={cx(classes, 'ui-cover--placeholder')} role="img" aria-label={alt}>
      <BookIcon />
      <span className="ui-cover__title" aria-hidden="true">
        {title}
      </span>
    </span>
  );
}
