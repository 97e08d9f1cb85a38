import { useEffect, useRef, useState } from 'react';
import Panzoom, { type PanzoomEventDetail, type PanzoomObject } from '@panzoom/panzoom';
import { ImageWithFallback } from '@marketplace/shared';
import * as styles from './viewer.module.css';

interface ZoomableProps {
  src: string | null;
  alt: string;
}

/**
 * A picture that zooms (pinch, the wheel, or the buttons for keyboard users) and pans when zoomed,
 * never past its edges. Give it a `key` per picture so each starts whole.
 */
export function Zoomable({ src, alt }: ZoomableProps) {
  const frame = useRef<HTMLDivElement>(null);
  const [panzoom, setPanzoom] = useState<PanzoomObject | null>(null);
  const [scale, setScale] = useState(1);

  useEffect(() => {
    const area = frame.current;
    const picture = area?.firstElementChild;
    if (!area || !(picture instanceof HTMLElement)) return;
    const zoomer = Panzoom(picture, { minScale: 1, maxScale: 6, step: 0.3, contain: 'outside' });
    const onWheel = (event: WheelEvent) => zoomer.zoomWithWheel(event);
    const onChange = (event: Event) => setScale((event as CustomEvent<PanzoomEventDetail>).detail.scale);
    area.addEventListener('wheel', onWheel, { passive: false });
    picture.addEventListener('panzoomchange', onChange);
    setPanzoom(zoomer);
    return () => {
      area.removeEventListener('wheel', onWheel);
      picture.removeEventListener('panzoomchange', onChange);
      zoomer.destroy();
    };
  }, []);

  return (
    <>
      <div ref={frame} className={styles.zoomArea}>
        <ImageWithFallback src={src} alt={alt} className={styles.picture} />
      </div>
      <div className={styles.zoomControls} role="group" aria-label="Zoom">
        <button
          type="button"
          className={styles.arrow}
          aria-label="Zoom out"
          disabled={!panzoom || scale <= 1}
          onClick={() => panzoom?.zoomOut()}
        >
          −
        </button>
        <span className={styles.counter} aria-live="polite">
          {Math.round(scale * 100)}%
        </span>
        <button
          type="button"
          className={styles.arrow}
          aria-label="Zoom in"
          disabled={!panzoom || scale >= 6}
          onClick={() => panzoom?.zoomIn()}
        >
          +
        </button>
        <button type="button" className={styles.reset} disabled={!panzoom || scale === 1} onClick={() => panzoom?.reset()}>
          Reset zoom
        </button>
      </div>
    </>
  );
}
