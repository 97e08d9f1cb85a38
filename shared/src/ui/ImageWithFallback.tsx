import { useState, type ImgHTMLAttributes } from 'react';
import { PLACEHOLDER_IMAGE } from './images';
import './ui.css';

export interface ImageWithFallbackProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'alt'> {
  src: string | null | undefined;
  alt: string;
  /** Defaults to the placeholder picture; use DEFAULT_USER_IMAGE for people. */
  fallback?: string;
}

/** An image that shows the fallback when it has no source or fails to load. */
export function ImageWithFallback({ src, alt, fallback = PLACEHOLDER_IMAGE, className, onError, ...rest }: ImageWithFallbackProps) {
  // Remembering which source failed (rather than a flag) lets a new src try again.
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const useFallback = !src || failedSrc === src;
  return (
    <img
      {...rest}
      src={useFallback ? fallback : src}
      alt={alt}
      className={['ui-image', useFallback ? 'ui-image--fallback' : null, className].filter(Boolean).join(' ')}
      onError={(event) => {
        onError?.(event);
        if (!useFallback && src) setFailedSrc(src);
      }}
    />
  );
}
