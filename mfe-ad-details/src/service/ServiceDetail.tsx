import { useEffect, useRef, useState } from 'react';
import {
  formatDate,
  servicePriceText,
  getRuntimeConfig,
  http,
  isHttpError,
  postedAge,
  ReportMenu,
  workingHours,
  WORKING_HOURS_LABEL,
  type AnsweredRequest,
  type Service,
} from '@marketplace/shared';
import { ContactActions } from '../actions/ContactActions';
import { detailAddress } from '../detail/advert';
import { NotFound } from '../detail/NotFound';
import { AD_DOES_NOT_EXIST } from '../detail/useAdvertDetail';
import { Description } from '../description/Description';
import { Carousel } from '../gallery/Carousel';
import { MarketedBy } from '../marketed-by/MarketedBy';
import { MiniMap } from '../minimap/MiniMap';
import { SERVICE_ZOOM } from '../minimap/style';
import { fetchServiceReviews } from '../reviews/api';
import { ReviewsSummary, type ReviewsLoad } from '../reviews/ReviewsSummary';
import { shareUrl } from '../share/links';
import { ShareMenu } from '../share/ShareMenu';
import * as styles from '../detail/detail.module.css';
import { AdvertHeading } from '../common/headings';

type State = { status: 'loading' } | { status: 'missing' } | { status: 'error'; message: string } | { status: 'ready'; service: Service };

/** A service provider's page (/ad-service/{id}) with its service reviews. */
export function ServiceDetail({ serviceId, started }: { serviceId: number; started?: AnsweredRequest }) {
  // The shell's answer when it came before the page mounted: the first render is the whole service.
  const [firstService] = useState(() =>
    started?.path === `api/services/${serviceId}` ? ((started.answered?.value as { data?: Service } | undefined)?.data ?? null) : null,
  );
  const [state, setState] = useState<State>(() => (firstService ? { status: 'ready', service: firstService } : { status: 'loading' }));
  const [reviews, setReviews] = useState<ReviewsLoad<'service'>>({ status: 'loading', reviews: [] });
  /** The shell's request for the service when the page opened on it: taken once. */
  const early = useRef(started);

  useEffect(() => {
    let current = true;
    const path = `api/services/${serviceId}`;
    const asked = early.current?.path === path ? (early.current.answer as Promise<{ data: Service }>) : null;
    early.current = undefined;
    const shown = asked !== null && firstService !== null;
    if (!shown) {
      setState({ status: 'loading' });
      setReviews({ status: 'loading', reviews: [] });
    }
    void (async () => {
      let service: Service;
      try {
        service = (await (asked ?? http.get<{ data: Service }>(path))).data;
      } catch (failure) {
        if (!current) return;
        const code = isHttpError(failure) ? failure.data.message : undefined;
        const missing = code === AD_DOES_NOT_EXIST || (isHttpError(failure) && failure.status === 404);
        setState(missing ? { status: 'missing' } : { status: 'error', message: code || 'The service could not be loaded.' });
        return;
      }
      if (!current) return;
      if (!shown) setState({ status: 'ready', service });
      try {
        const list = await fetchServiceReviews(service.user_id, service.service_type_occupation_id);
        if (current) setReviews({ status: 'ready', reviews: list });
      } catch (failure) {
        const body = isHttpError(failure) ? failure.data : {};
        if (current) {
          setReviews({ status: 'error', reviews: [], message: body.message || 'The reviews could not be loaded.', errors: body.errors });
        }
      }
    })();
    return () => {
      current = false;
    };
  }, [serviceId, firstService]);

  if (state.status === 'loading') {
    return (
      <p role="status" className={styles.loading}>
        Loading service…
      </p>
    );
  }
  if (state.status === 'missing') return <NotFound kind="service" rawId={serviceId} />;
  if (state.status === 'error') {
    return (
      <p role="alert" className={styles.alert}>
        {state.message}
      </p>
    );
  }

  const { service } = state;
  const occupation = service.occupation?.type ?? 'Service';
  const price = servicePriceText(service.price, service.service_payment_type?.type);
  const latitude = service.address?.latitude;
  const longitude = service.address?.longitude;
  return (
    <article className={styles.view} aria-label={service.service_title || occupation}>
      <Carousel key={`photos-${service.id}`} images={service.documents_service_images ?? []} noun="Photo" label="Photos" leading />
      <header className={styles.header}>
        <div className={styles.topline}>
          <span className={styles.badge}>{occupation.toUpperCase()}</span>
          {service.created_at && (
            <span className={styles.posted}>
              Posted {formatDate(service.created_at)} · {postedAge(service.created_at)}
            </span>
          )}
          <span className={styles.controls}>
            <ShareMenu url={shareUrl(getRuntimeConfig().siteUrl, service.id, 'service')} title={service.service_title || occupation} />
            <ReportMenu advertId={service.id} adType="Service" />
          </span>
        </div>
        <AdvertHeading className={styles.headline}>{occupation}</AdvertHeading>
        {service.service_title && <p className={styles.title}>{service.service_title}</p>}
        <p className={styles.address}>{detailAddress(service.address)}</p>
        {price && <p className={styles.price}>{price}</p>}
        <p className={styles.availability}>
          <strong>{WORKING_HOURS_LABEL}:</strong> {workingHours(service)}
        </p>
      </header>
      {latitude != null && longitude != null && (
        <MiniMap latitude={Number(latitude)} longitude={Number(longitude)} zoom={SERVICE_ZOOM} label="Map of the service's area" />
      )}
      <ReviewsSummary type="service" subjectId={service.id} load={reviews} adType="Service" />
      <MarketedBy advert={service} />
      <ContactActions
        advertId={service.id}
        advertiserId={service.user_id}
        adType="Service"
        booking={{ label: 'Book Service', mode: 'appoint' }}
      />
      <Description html={service.service_description} />
    </article>
  );
}
