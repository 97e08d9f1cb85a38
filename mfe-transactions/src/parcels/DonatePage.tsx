import { reactParcel } from '@marketplace/shared';
import { Frame } from '../frame/Frame';
import * as styles from './parcels.module.css';

function DonatePage() {
  return (
    <Frame label="Donate" className={styles.page}>
      <h1 className={styles.heading}>Donate</h1>
    </Frame>
  );
}

export default reactParcel(DonatePage);
