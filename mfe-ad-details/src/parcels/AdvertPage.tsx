import { reactParcel } from '@marketplace/shared';
import { DetailBody } from '../detail/DetailBody';
import { OwnPage } from '../common/headings';
import { NotFound } from '../detail/NotFound';
import { useAdvertDetail } from '../detail/useAdvertDetail';
import { Frame } from '../frame/Frame';
import type { Exposes } from '../public-surface';
import { ServiceDetail } from '../service/ServiceDetail';
import * as styles from './parcels.module.css';

function PropertyPage({ advertId, started }: Pick<Exposes['./AdvertPage'], 'advertId' | 'started'>) {
  const detail = useAdvertDetail(advertId, undefined, started);
  if (advertId === null) return <NotFound kind="property" rawId={null} />;
  return <DetailBody detail={detail} missing={<NotFound kind="property" rawId={advertId} />} />;
}

/** /ad-details/{id} and /ad-service/{id}: the full page of a property or a service. */
function AdvertPage({ advertId, kind, started }: Exposes['./AdvertPage']) {
  return (
    <Frame label={kind === 'service' ? 'Service details' : 'Property details'} className={styles.page}>
      <OwnPage>
        {kind === 'service' ? (
          advertId === null ? (
            <NotFound kind="service" rawId={null} />
          ) : (
            <ServiceDetail serviceId={advertId} started={started} />
          )
        ) : (
          <PropertyPage advertId={advertId} started={started} />
        )}
      </OwnPage>
    </Frame>
  );
}

export default reactParcel(AdvertPage);
