import { reactParcel } from '@marketplace/shared';
import { Frame } from '../frame/Frame';
import { ServiceForm } from '../service-form/ServiceForm';
import type { Exposes } from '../public-surface';
import * as styles from './parcels.module.css';

function ServiceEditor({ serviceId }: Exposes['./ServiceEditor']) {
  const title = serviceId ? 'Edit Service' : 'Add Service';
  return (
    <Frame label={title} className={styles.page}>
      <h1 className={styles.heading}>{title}</h1>
      <ServiceForm serviceId={serviceId} />
    </Frame>
  );
}

export default reactParcel(ServiceEditor);
