import { reactParcel } from '@marketplace/shared';
import { Frame } from '../frame/Frame';
import { MapScreen } from '../map/MapScreen';
import { searchStore } from '../search/store';
import * as styles from './parcels.module.css';

function SearchMap() {
  return (
    <Frame label="Map" className={styles.map}>
      <MapScreen search={searchStore} />
    </Frame>
  );
}

export default reactParcel(SearchMap);
