import { useId, useState } from 'react';
import { reactParcel } from '@marketplace/shared';
import { Frame } from '../frame/Frame';
import * as styles from './parcels.module.css';

function SearchFilters() {
  const [open, setOpen] = useState(false);
  const boxId = useId();
  return (
    <Frame label="Search filters" className={styles.filters}>
      <button
        type="button"
        className={styles.roundButton}
        aria-expanded={open}
        aria-controls={boxId}
        onClick={() => setOpen((o) => !o)}
      >
        Search Filters
      </button>
      <div id={boxId} className={styles.filtersBox} hidden={!open} />
    </Frame>
  );
}

export default reactParcel(SearchFilters);
