import { reactParcel } from '@marketplace/shared';
import { Frame } from '../frame/Frame';
import type { Exposes } from '../public-surface';
import * as styles from './parcels.module.css';

function AdvertPreview({ advert }: Exposes['./AdvertPreview']) {
  return (
    <Frame label="Advert preview" className={styles.page}>
      <h2 className={styles.heading}>{advert.property_title || 'Preview'}</h2>
    </Frame>
  );
}

export default reactParcel(AdvertPreview);
