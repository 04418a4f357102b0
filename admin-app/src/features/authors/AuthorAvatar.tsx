import { useEffect, useState } from 'react';
import { ResponsiveImage, UserIcon } from '@book/shared-ui';

/** The author's picture; a person icon when there is none or it fails to load (spec: "fallback icon on load error"). */
export function AuthorAvatar({ src, name }: { src?: string | null; name: string }) {
  const [failed, setFailed] = useState(false);
  useEffect(() => setFailed(false), [src]);
  if (src && !failed) {
    return (
      <span className="admin-author-avatar">
        <ResponsiveImage
          src={src}
          slot="avatar-lg"
          sizes="64px"
          alt={name}
          loading="lazy"
          decoding="async"
          onError={() => setFailed(true)}
        />
      </span>
    );
  }
  return (
    <span
      className="admin-author-avatar admin-author-avatar--fallback"
      role="img"
      aria-label={name}
      data-testid="author-avatar-fallback"
    >
      <UserIcon />
    </span>
  );
}
