import type { ImgHTMLAttributes } from 'react';
import { imageSources, type ImageSlot } from './image-sources';

export interface ResponsiveImageProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'srcSet' | 'sizes'> {
  src: string;
  slot: ImageSlot;
  /** The slot's `sizes`, when the screen lays it out otherwise (a cover in a wider column). */
  sizes?: string;
}

/**
 * An image in the size its slot needs: the API's WebP sizes in a `<picture>` (kit.css: `display: contents`, so the
 * `<img>` is laid out and styled as before), the image at its stored URL as the fallback for browsers without WebP.
 */
export function ResponsiveImage({ src, slot, sizes, alt, ...img }: ResponsiveImageProps) {
  const sources = imageSources(src, slot, sizes);
  if (!sources.webp) return <img src={src} alt={alt} {...img} />;
  return (
    <picture className="ui-picture">
      <source type="image/webp" srcSet={sources.webp.srcSet} sizes={sources.webp.sizes} />
      <img src={sources.src} alt={alt} {...img} />
    </picture>
  );
}
