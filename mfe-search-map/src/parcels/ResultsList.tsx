import { useEffect, useState } from 'react';
import { bus, reactParcel } from '@marketplace/shared';
import { Frame } from '../frame/Frame';
import * as styles from './parcels.module.css';

function ResultsList() {
  const [open, setOpen] = useState(true);
  useEffect(() => bus.on('list:open', ({ open: next }) => setOpen(next)), []);
  if (!open) return null;
  return (
    <Frame label="Properties list" className={styles.panel}>
      <header className={styles.panelHeader}>
        <h2 className={styles.panelTitle}>Properties</h2>
        <button type="button" className={styles.closeButton} aria-label="Close list" onClick={() => bus.emit('list:open', { open: false })}>
          ×
        </button>
      </header>
    </Frame>
  );
}

export default reactParcel(ResultsList);
