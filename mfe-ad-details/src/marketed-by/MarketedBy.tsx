import { DEFAULT_USER_IMAGE, ImageWithFallback, imageUrl, marketedBy, type AgencyDetails } from '@marketplace/shared';
import * as styles from './marketedBy.module.css';
import { AdvertHeading } from '../common/headings';
import { AgentDetails } from './AgentDetails';

/** Who markets the advert: the contact items the API sent as shown, and a letting agent's fees and schemes on its let. */
export function MarketedBy({ advert }: { advert: Parameters<typeof marketedBy>[0] & { agency?: AgencyDetails | null } }) {
  const block = marketedBy(advert);
  const items: Array<[string, string, string | null]> = [
    ['Company', block.companyName ?? '', null],
    ['Address', block.address ?? '', null],
    ['Landline', block.landline ?? '', block.landline ? `tel:${block.landline.replace(/\s+/g, '')}` : null],
    ['Mobile', block.mobile ?? '', block.mobile ? `tel:${block.mobile.replace(/\s+/g, '')}` : null],
    ['Email', block.email ?? '', block.email ? `mailto:${block.email}` : null],
  ];
  return (
    <section className={styles.block} aria-label="Marketed By">
      <AdvertHeading section className={styles.title}>
        Marketed By
      </AdvertHeading>
      <div className={styles.body}>
        <ImageWithFallback
          src={imageUrl(block.photo)}
          fallback={DEFAULT_USER_IMAGE}
          alt={`Photo of ${block.name}`}
          className={styles.photo}
          width={64}
          height={64}
        />
        <dl className={styles.items}>
          <dt>Name</dt>
          <dd>{block.name}</dd>
          {items
            .filter(([, value]) => value)
            .map(([label, value, href]) => (
              <div key={label} className={styles.item}>
                <dt>{label}</dt>
                <dd>{href ? <a href={href}>{value}</a> : value}</dd>
              </div>
            ))}
        </dl>
      </div>
      <AgentDetails agency={advert.agency} />
    </section>
  );
}
