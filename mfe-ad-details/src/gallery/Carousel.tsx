import { lazy, Suspense, useState } from 'react';
import { ImageWithFallback, imageUrl, type StoredImage } from '@marketplace/shared';
import { pictureName, step } from './slides';
import * as styles from './carousel.module.css';

// The full-screen viewer (and the zoom library floorplans use) come with the first opening, not with the page.
const Viewer = lazy(() => import('./Viewer'));

interface CarouselProps {
  images: StoredImage[];
  /** 'Photo' or 'Floorplan': names the slides and buttons. */
  noun: string;
  /** Accessible name of the whole carousel. */
  label: string;
  /** The page's first picture, its largest paint: fetched before the scripts and the other images. */
  leading?: boolean;
  /** The full-screen viewer zooms and pans (floorplans) instead of swiping (photos). */
  zoom?: boolean;
}

/**
 * Slides with previous/next and thumbnails; the picture opens the full-screen viewer, which leaves the
 * carousel on the picture it closed on. Without images it shows the placeholder picture; a broken
 * image falls back to it too. Give it a `key` per advert so a new advert starts at the first.
 */
export function Carousel({ images, noun, label, leading = false, zoom = false }: CarouselProps) {
  const [index, setIndex] = useState(0);
  const [viewing, setViewing] = useState(false);
  const count = images.length;
  const current = count ? images[Math.min(index, count - 1)] : null;
  const go = (by: number) => setIndex((at) => step(at, by, count));
  const lower = noun.toLowerCase();
  const picture = (
    <ImageWithFallback
      src={current ? imageUrl(current.file_path) : null}
      alt={count ? pictureName(noun, index, count) : `No ${lower}s`}
      className={styles.slide}
      fetchPriority={leading ? 'high' : undefined}
    />
  );

  return (
    <section className={styles.carousel} aria-label={label} aria-roledescription="carousel">
      <div className={styles.stage}>
        {count ? (
          <button
            type="button"
            className={styles.open}
            aria-label={`Open ${lower} ${index + 1} of ${count} full screen`}
            aria-haspopup="dialog"
            onClick={() => setViewing(true)}
          >
            {picture}
          </button>
        ) : (
          picture
        )}
        {count > 1 && (
          <>
            <button type="button" className={`${styles.arrow} ${styles.prev}`} aria-label={`Previous ${lower}`} onClick={() => go(-1)}>
              ‹
            </button>
            <button type="button" className={`${styles.arrow} ${styles.next}`} aria-label={`Next ${lower}`} onClick={() => go(1)}>
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
      {viewing && (
        <Suspense fallback={null}>
          <Viewer
            images={images}
            start={index}
            noun={noun}
            label={label}
            zoom={zoom}
            onClose={(at) => {
              setIndex(at);
              setViewing(false);
            }}
          />
        </Suspense>
      )}
    </section>
  );
}
