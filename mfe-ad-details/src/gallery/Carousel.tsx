import { useState } from 'react';
import { ImageWithFallback, imageUrl, type StoredImage } from '@marketplace/shared';
import * as styles from './carousel.module.css';

interface CarouselProps {
  images: StoredImage[];
  /** 'Photo' or 'Floorplan': names the slides and buttons. */
  noun: string;
  /** Accessible name of the whole carousel. */
  label: string;
  /** The page's first picture, its largest paint: fetched before the scripts and the other images. */
  leading?: boolean;
}

/**
 * Slides with previous/next and thumbnails. Without images it shows the placeholder picture; a
 * broken image falls back to it too. Give it a `key` per advert so a new advert starts at the first.
 */
export function Carousel({ images, noun, label, leading = false }: CarouselProps) {
  const [index, setIndex] = useState(0);
  const count = images.length;
  const current = count ? images[Math.min(index, count - 1)] : null;
  const go = (next: number) => setIndex((next + count) % count);
  const lower = noun.toLowerCase();

  return (
    <section className={styles.carousel} aria-label={label} aria-roledescription="carousel">
      <div className={styles.stage}>
        <ImageWithFallback
          src={current ? imageUrl(current.file_path) : null}
          alt={count ? `${noun} ${index + 1} of ${count}` : `No ${lower}s`}
          className={styles.slide}
          fetchPriority={leading ? 'high' : undefined}
        />
        {count > 1 && (
          <>
            <button
              type="button"
              className={`${styles.arrow} ${styles.prev}`}
              aria-label={`Previous ${lower}`}
              onClick={() => go(index - 1)}
            >
              ‹
            </button>
            <button type="button" className={`${styles.arrow} ${styles.next}`} aria-label={`Next ${lower}`} onClick={() => go(index + 1)}>
              ›
            </button>
            <span className={styles.counter} aria-live="polite">
              {index + 1} / {count}
            </span>
          </>
        )}
      </div>
      {count > 1 && (
        <ol className={styles.thumbs}>
          {images.map((image, i) => (
            <li key={image.id ?? `${image.file_path}-${i}`}>
              <button
                type="button"
                className={styles.thumb}
                aria-label={`Show ${lower} ${i + 1}`}
                aria-current={i === index || undefined}
                onClick={() => setIndex(i)}
              >
                <ImageWithFallback src={imageUrl(image.file_path)} alt="" loading="lazy" />
              </button>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
