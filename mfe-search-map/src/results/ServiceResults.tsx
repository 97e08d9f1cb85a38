import { observer } from 'mobx-react-lite';
import {
  ImageWithFallback,
  imageUrl,
  servicePriceText,
  StarRating,
  workingHours,
  WORKING_HOURS_LABEL,
  type Service,
} from '@marketplace/shared';
import { serviceSearchStore } from '../services/store';
import { ListHeader } from './ListHeader';
import { SortSelect } from './SortSelect';
import { Pagination } from './Pagination';
import * as styles from './ResultsList.module.css';

export const NO_SERVICES_TEXT = 'No results to show - Try to amend your search criteria please';

/** '1 provider', '1,204 providers'; null when the API does not say. */
export function providerCount(total: unknown): string | null {
  if (typeof total !== 'number' || !Number.isFinite(total)) return null;
  return `${total.toLocaleString('en-GB')} ${total === 1 ? 'provider' : 'providers'}`;
}

/** A provider as a card of the list: a click opens their service page. */
export function ServiceCard({ service, onOpen }: { service: Service; onOpen(id: number): void }) {
  const title = service.service_title ?? service.occupation?.type ?? 'Service';
  const place = [service.address?.city, service.address?.postcode].filter(Boolean).join(', ');
  // The business first, as trades directories name a provider; the person when they show no business name.
  const provider = [service.contact?.company_name, service.contact?.name].filter(Boolean).join(' · ');
  return (
    <article className={styles.card}>
      <div className={styles.photoBox}>
        <ImageWithFallback src={imageUrl(service.user?.documents_user_images?.file_path)} alt="" className={styles.photo} loading="lazy" />
      </div>
      <div className={styles.cardBody}>
        <p className={styles.priceLine}>
          <span className={styles.price}>{servicePriceText(service.price, service.service_payment_type?.type)}</span>
        </p>
        <span className={styles.category}>{service.occupation?.type}</span>
        <h3 className={styles.title}>
          <button type="button" className={styles.titleButton} onClick={() => onOpen(service.id)}>
            {title}
          </button>
        </h3>
        {place && <p>{place}</p>}
        <p>
          {WORKING_HOURS_LABEL}: {workingHours(service)}
        </p>
        {provider && <p className={styles.provider}>{provider}</p>}
        {service.reviews?.rating != null ? (
          <p>
            <StarRating value={service.reviews.rating} showValue /> {service.reviews.count}{' '}
            {service.reviews.count === 1 ? 'review' : 'reviews'}
          </p>
        ) : (
          <p>No reviews yet</p>
        )}
      </div>
    </article>
  );
}

/** The providers' list of the service search: count, sort, close, cards and pages. */
export const ServiceResults = observer(function ServiceResults() {
  const { results, loading } = serviceSearchStore;
  const cards = results?.data ?? [];
  const count = providerCount(results?.meta.total);
  return (
    <div className={styles.panel}>
      <ListHeader heading="Services" count={count}>
        <SortSelect value={serviceSearchStore.sort} onSort={(sort) => void serviceSearchStore.setSort(sort)} />
      </ListHeader>
      <div className={styles.body} aria-busy={loading}>
        {cards.length === 0 ? (
          !loading && <p className={styles.empty}>{NO_SERVICES_TEXT}</p>
        ) : (
          <ul className={styles.cards} aria-label="Service providers">
            {cards.map((service) => (
              <li key={service.id}>
                <ServiceCard service={service} onOpen={serviceSearchStore.openService} />
              </li>
            ))}
          </ul>
        )}
        {results && <Pagination meta={results.meta} links={results.links} onPage={(page) => void serviceSearchStore.goToPage(page)} />}
      </div>
    </div>
  );
});
