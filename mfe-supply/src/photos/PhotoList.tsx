import { useId, useState } from 'react';
import { apiMessageOf, imageUrl, type StoredImage } from '@marketplace/shared';
import { moved, refusedFiles } from './rules';
import * as styles from './photos.module.css';

interface PhotoListProps {
  label: string;
  /** What each image is called in its controls and messages: 'photo' or 'floorplan'. */
  noun?: string;
  photos: StoredImage[];
  upload(files: File[]): Promise<StoredImage[]>;
  remove(id: number): Promise<StoredImage[]>;
  order(ids: number[]): Promise<StoredImage[]>;
  /** Hears the list as the server keeps it after each change (the preview shows it). */
  onChange?(photos: StoredImage[]): void;
}

/** Images to add, reorder (drag, or the Earlier and Later buttons from the keyboard) and remove; the server keeps the order. */
export function PhotoList({ label, noun = 'photo', photos: initial, upload, remove, order, onChange }: PhotoListProps) {
  const inputId = useId();
  const [photos, setPhotos] = useState(initial);
  const [status, setStatus] = useState('');
  const [dragged, setDragged] = useState<number | null>(null);
  const title = noun.charAt(0).toUpperCase() + noun.slice(1);
  const ids = photos.flatMap((p) => (p.id === undefined ? [] : [p.id]));

  const run = (work: Promise<StoredImage[]>, done: string) => {
    setStatus('Please wait');
    work.then(
      (next) => {
        setPhotos(next);
        onChange?.(next);
        setStatus(done);
      },
      (error: unknown) => setStatus(apiMessageOf(error, 'Please try again.')),
    );
  };

  return (
    <fieldset className={styles.photos}>
      <legend>{label}</legend>
      <label htmlFor={inputId}>Add {noun}s (JPEG, PNG or WebP, up to 10 MB each)</label>
      <input
        id={inputId}
        type="file"
        multiple
        accept="image/jpeg,image/png,image/webp"
        onChange={(event) => {
          const files = [...(event.target.files ?? [])];
          event.target.value = '';
          const refused = refusedFiles(files);
          if (refused.length) return setStatus(refused.join(' '));
          if (files.length) run(upload(files), `${files.length} ${noun}s added.`);
        }}
      />
      <ol className={styles.list}>
        {photos.map((photo, index) => (
          <li
            key={photo.id ?? photo.file_path}
            draggable
            onDragStart={() => setDragged(photo.id ?? null)}
            onDragOver={(event) => event.preventDefault()}
            onDrop={() => {
              if (dragged === null || photo.id === undefined) return;
              run(order(moved(ids, dragged, ids.indexOf(photo.id) - ids.indexOf(dragged))), 'Order saved.');
            }}
          >
            <img src={imageUrl(photo.file_path) ?? ''} alt={`${title} ${index + 1}`} width={120} height={90} />
            <button
              type="button"
              className="ui-button"
              disabled={index === 0}
              onClick={() => photo.id !== undefined && run(order(moved(ids, photo.id, -1)), `${title} moved to place ${index}.`)}
            >
              Earlier
            </button>
            <button
              type="button"
              className="ui-button"
              disabled={index === photos.length - 1}
              onClick={() => photo.id !== undefined && run(order(moved(ids, photo.id, 1)), `${title} moved to place ${index + 2}.`)}
            >
              Later
            </button>
            <button
              type="button"
              className="ui-button"
              aria-label={`Remove ${noun} ${index + 1}`}
              onClick={() => photo.id !== undefined && run(remove(photo.id), `${title} removed.`)}
            >
              Remove
            </button>
          </li>
        ))}
      </ol>
      <p aria-live="polite">{status}</p>
    </fieldset>
  );
}
