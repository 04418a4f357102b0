import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { cx } from '@book/shared-ui';

interface SectionProps {
  /** The heading's id, which names the section. */
  id: string;
  title: ReactNode;
  /** Beside the heading, a link to the whole of what the section shows a part of. */
  link?: { to: string; text: string };
  /** Or something else beside it: an action, a figure. */
  aside?: ReactNode;
  className?: string;
  children: ReactNode;
}

/** A titled part of a page: its heading with what goes beside it, then its content. */
export function Section({ id, title, link, aside, className, children }: SectionProps) {
  return (
    <section className={cx('reader-section', className)} aria-labelledby={id}>
      <div className="reader-section__head">
        <h2 id={id}>{title}</h2>
        {link && (
          <Link className="reader-link" to={link.to}>
            {link.text}
          </Link>
        )}
        {aside}
      </div>
      {children}
    </section>
  );
}
