import { useEffect, useState } from 'react';
import { cx } from './cx';
import { BookIcon } from './icons';
import { ResponsiveImage } from './ResponsiveImage';

export interface BookCoverProps {
  src?: string | null;
  title: string;
  /** sm: table thumbnail, md: card, lg: detail page, fluid: fills its container's width. */
  size?: 'sm' | 'md' | 'lg' | 'fluid';
  /** The page's largest image (its LCP): loaded eagerly and first. Others load lazily. */
  priority?: boolean;
  /** `sizes` of a fluid cover whose container is not a grid cell (see IMAGE_SLOT_SIZES['cover-fluid']). */
  sizes?: string;
  className?: string;
}

/** Intrinsic size per variant (CSS sets the rendered width): reserves the 2:3 box before the image arrives. */
const COVER_WIDTH = { sm: 48, md: 140, lg: 240, fluid: 240 } as const;

/** A book cover (2:3), "Cover of {title}"; a neutral placeholder when it is missing or broken. */
export function BookCover({ src, title, size = 'md', priority = false, sizes, className }: BookCoverProps) {
  const [failed, setFailed] = useState(false);
  useEffect(() => setFailed(false), [src]);
  const alt = `Cover of ${title}`;
  const classes = cx('ui-cover', `ui-cover--${size}`, className);
  if (src && !failed) {
    return (
      <ResponsiveImage
        className={classes}
        src={src}
        slot={`cover-${size}`}
        sizes={sizes}
        alt={alt}
        width={COVER_WIDTH[size]}
        height={COVER_WIDTH[size] * 1.5}
        loading={priority ? 'eager' : 'lazy'}
        fetchPriority={priority ? 'high' : 'auto'}
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
