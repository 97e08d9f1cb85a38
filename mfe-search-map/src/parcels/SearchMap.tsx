import { reactParcel } from '@marketplace/shared';
import { Frame } from '../frame/Frame';
import * as styles from './parcels.module.css';

function SearchMap() {
  return (
    <Frame label="Map" className={styles.map}>
      <div className={styles.mapArea} role="region" aria-label="Map area" />
    </Frame>
  );
}

export default reactParcel(SearchMap);
