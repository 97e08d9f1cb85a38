import { reactParcel } from '@marketplace/shared';
import { Frame } from '../frame/Frame';
import { AdvertForm } from '../advert-form/AdvertForm';
import type { Exposes } from '../public-surface';
import * as styles from './parcels.module.css';

function AdvertEditor({ advertId }: Exposes['./AdvertEditor']) {
  const title = advertId ? 'Edit Property' : 'Add Property';
  return (
    <Frame label={title} className={styles.page}>
      <h1 className={styles.heading}>{title}</h1>
      <AdvertForm advertId={advertId} />
    </Frame>
  );
}

export default reactParcel(AdvertEditor);
