import { reactParcel } from '@marketplace/shared';
import { DetailBody } from '../detail/DetailBody';
import { OwnPage } from '../common/headings';
import { NotFound } from '../detail/NotFound';
import { useAdvertDetail } from '../detail/useAdvertDetail';
import { Frame } from '../frame/Frame';
import type { Exposes } from '../public-surface';
import { ServiceDetail } from '../service/ServiceDetail';
import * as styles from './parcels.module.css';

function PropertyPage({ advertId }: { advertId: number | null }) {
  const detail = useAdvertDetail(advertId);
  if (advertId === null) return <NotFound kind="property" rawId={null} />;
  return <DetailBody detail={detail} missing={<NotFound kind="property" rawId={advertId} />} />;
}

/** /ad-details/{id} and /ad-service/{id}: the full page of a property or a service. */
function AdvertPage({ advertId, kind }: Exposes['./AdvertPage']) {
  return (
    <Frame label={kind === 'service' ? 'Service details' : 'Property details'} className={styles.page}>
      <OwnPage>
        {kind === 'service' ? (
          advertId === null ? (
            <NotFound kind="service" rawId={null} />
          ) : (
            <ServiceDetail serviceId={advertId} />
          )
        ) : (
          <PropertyPage advertId={advertId} />
        )}
      </OwnPage>
    </Frame>
  );
}

export default reactParcel(AdvertPage);
