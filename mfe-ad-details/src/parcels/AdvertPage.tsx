import { reactParcel } from '@marketplace/shared';
import { Frame } from '../frame/Frame';
import type { Exposes } from '../public-surface';
import * as styles from './parcels.module.css';

function AdvertPage({ kind }: Exposes['./AdvertPage']) {
  return (
    <Frame label={kind === 'service' ? 'Service details' : 'Property details'} className={styles.page}>
      <h1 className={styles.heading}>{kind === 'service' ? 'Service details' : 'Property details'}</h1>
    </Frame>
  );
}

export default reactParcel(AdvertPage);
