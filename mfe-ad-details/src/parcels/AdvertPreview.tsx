import { reactParcel } from '@marketplace/shared';
import { AdvertView } from '../detail/AdvertView';
import { NoAdvert } from '../detail/NoAdvert';
import { Frame } from '../frame/Frame';
import type { Exposes } from '../public-surface';
import * as styles from './parcels.module.css';

/**
 * The owner's preview: the visitors' view of advert data, saved or not, with share links disabled,
 * the favourite heart inert, reviews at the placeholder rating and a close button.
 */
function AdvertPreview({ advert, onClose }: Exposes['./AdvertPreview']) {
  return (
    <Frame label="Advert preview" className={styles.page}>
      {advert ? <AdvertView advert={advert} preview onClose={onClose} /> : <NoAdvert />}
    </Frame>
  );
}

export default reactParcel(AdvertPreview);
