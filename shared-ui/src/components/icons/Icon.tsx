// The kit's inline icons: decorative strokes in the text's colour, 1em square unless a stylesheet sizes them (emoji
// fonts are not available everywhere, e.g. headless Chromium on Linux, and no icon library is needed).
import type { ReactNode, SVGProps } from 'react';

/** `light` is the reader's thinner line; `regular` the kit's and the admin's. */
export type IconWeight = 'regular' | 'light';

export type IconProps = Omit<SVGProps<SVGSVGElement>, 'children'> & { weight?: IconWeight };

const STROKE_WIDTHS: Record<IconWeight, number> = { regular: 2, light: 1.8 };

/**
 * The frame of every icon: a 24-unit view box, round strokes, and always hidden from assistive technology (what an
 * icon means is said by the text or label beside it).
 */
export function Icon({ weight = 'regular', children, ...props }: IconProps & { children: ReactNode }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="1em"
      height="1em"
      fill="none"
      stroke="currentColor"
      strokeWidth={STROKE_WIDTHS[weight]}
      strokeLinecap="round"
      strokeLinejoin="round"
      {...props}
      aria-hidden="true"
      focusable="false"
    >
      {children}
    </svg>
  );
}
