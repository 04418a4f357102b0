import type { ElementType, HTMLAttributes, ReactNode } from 'react';
import { cx } from './cx';

export interface CardProps extends HTMLAttributes<HTMLElement> {
  /** The element rendered (default div): 'section', 'article', 'li', ... */
  as?: ElementType;
  className?: string;
  children?: ReactNode;
}

/** A white surface with a border, radius and a subtle shadow. */
export function Card({ as: Tag = 'div', className, children, ...rest }: CardProps) {
  return (
    <Tag className={cx('ui-card', className)} {...rest}>
      {children}
    </Tag>
  );
}
