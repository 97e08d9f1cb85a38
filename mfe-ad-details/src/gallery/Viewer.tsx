import { useEffect, useRef, useState, type TouchEvent } from 'react';
import { ImageWithFallback, Modal, imageUrl, type StoredImage } from '@marketplace/shared';
import { Zoomable } from './Zoomable';
import { pictureName, step } from './slides';
import * as styles from './viewer.module.css';

export interface ViewerProps {
  images: StoredImage[];
  /** The picture shown first (the carousel's). */
  start: number;
  /** 'Photo' or 'Floorplan'. */
  noun: string;
  /** The dialog's name: 'Photos' or 'Floorplans'. */
  label: string;
  /** Floorplans zoom and pan; photos swipe. */
  zoom: boolean;
  /** Closed on the picture `index`: the carousel follows it. */
  onClose(index: number): void;
}

/**
 * Tab from the last control goes to the first and Shift+Tab from the first to the last: a modal
 * `<dialog>` keeps the page behind it out of reach but lets Tab leave for the browser's own controls.
 */
function keepFocusInside(event: KeyboardEvent, dialog: HTMLDialogElement | null | undefined): void {
  const controls = Array.from(dialog?.querySelectorAll<HTMLElement>('button:not([disabled])') ?? []);
  const first = controls[0];
  const last = controls.at(-1);
  if (!first || !last) return;
  const active = document.activeElement;
  const leaving = event.shiftKey ? active === first || !dialog?.contains(active) : active === last;
  if (!leaving) return;
  event.preventDefault();
  (event.shiftKey ? last : first).focus();
}

/** A horizontal move of at least this many pixels, more sideways than up or down, is a swipe. */
const SWIPE_PX = 40;

/**
 * The full-screen viewer: shared's modal dialog (page inert and not scrolling, Escape closes, focus
 * back on the picture that opened it), ArrowLeft/ArrowRight and a swipe move, wrapping round as the
 * page's carousel does. Pictures have no captions of their own: the caption is the picture's name.
 */
export default function Viewer({ images, start, noun, label, zoom, onClose }: ViewerProps) {
  const [index, setIndex] = useState(start);
  const count = images.length;
  const current = images[index];
  const lower = noun.toLowerCase();
  const go = (by: number) => setIndex((at) => step(at, by, count));
  const touchStart = useRef<{ x: number; y: number } | null>(null);

  const figure = useRef<HTMLElement>(null);

  useEffect(() => {
    // On the document: the arrows work wherever the focus is inside the dialog (the close button too).
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'ArrowLeft') setIndex((at) => step(at, -1, count));
      else if (event.key === 'ArrowRight') setIndex((at) => step(at, 1, count));
      else if (event.key === 'Tab') keepFocusInside(event, figure.current?.closest('dialog'));
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [count]);

  const onTouchStart = (event: TouchEvent) => {
    const touch = event.touches[0];
    // A second finger is a pinch, not a swipe.
    touchStart.current = touch && event.touches.length === 1 ? { x: touch.clientX, y: touch.clientY } : null;
  };
  const onTouchEnd = (event: TouchEvent) => {
    const from = touchStart.current;
    const touch = event.changedTouches[0];
    touchStart.current = null;
    if (!from || !touch) return;
    const dx = touch.clientX - from.x;
    if (Math.abs(dx) >= SWIPE_PX && Math.abs(dx) > Math.abs(touch.clientY - from.y)) go(dx < 0 ? 1 : -1);
  };

  const name = pictureName(noun, index, count);
  const src = current ? imageUrl(current.file_path) : null;
  return (
    <Modal title={label} onClose={() => onClose(index)} closeLabel={`Close ${lower}s`} className={styles.viewer} size="xl">
      <figure ref={figure} className={styles.figure}>
        <div
          className={styles.stage}
          // Floorplans pan with a finger: only photos swipe.
          onTouchStart={zoom ? undefined : onTouchStart}
          onTouchEnd={zoom ? undefined : onTouchEnd}
        >
          {zoom ? (
            <Zoomable key={index} src={src} alt={name} />
          ) : (
            <ImageWithFallback key={index} src={src} alt={name} className={styles.picture} />
          )}
        </div>
        <figcaption className={styles.caption}>{name}</figcaption>
      </figure>
      {count > 1 && (
        <div className={styles.controls}>
          <button type="button" className={styles.arrow} aria-label={`Previous ${lower}`} onClick={() => go(-1)}>
            ‹
          </button>
          <span className={styles.counter} aria-live="polite">
            {index + 1} / {count}
          </span>
          <button type="button" className={styles.arrow} aria-label={`Next ${lower}`} onClick={() => go(1)}>
            ›
          </button>
        </div>
      )}
    </Modal>
  );
}
