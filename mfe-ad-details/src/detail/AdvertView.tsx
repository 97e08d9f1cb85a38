import { useRef } from 'react';
import {
  FavouriteHeart,
  ReportMenu,
  advertBadge,
  advertHeadline,
  availabilityLine,
  formatAdvertPrice,
  formatDate,
  getRuntimeConfig,
  postedAge,
  type Advert,
} from '@marketplace/shared';
import { bookingAction } from '../actions/booking';
import { ContactActions } from '../actions/ContactActions';
import { Description } from '../description/Description';
import { Carousel } from '../gallery/Carousel';
import { MarketedBy } from '../marketed-by/MarketedBy';
import { MiniMap } from '../minimap/MiniMap';
import { ADVERT_ZOOM } from '../minimap/style';
import { PremisesSections } from '../premises/PremisesSections';
import { ReviewsSummary, type ReviewsLoad } from '../reviews/ReviewsSummary';
import { shareUrl } from '../share/links';
import { ShareMenu } from '../share/ShareMenu';
import { detailAddress, isShortTermLet, miniMapCentre, showsFloorplans } from './advert';
import * as styles from './detail.module.css';

interface AdvertViewProps {
  advert: Advert;
  /** Preview: what visitors will see, with share, favourite and reviews inert. */
  preview?: boolean;
  host?: ReviewsLoad<'host'> | null;
  neighbourhood?: ReviewsLoad<'neighbourhood'> | null;
}

/** The advert detail: the same view in the panel, on the page and in the owner's preview. */
export function AdvertView({ advert, preview = false, host = null, neighbourhood = null }: AdvertViewProps) {
  const details = useRef<HTMLDivElement>(null);
  const headline = advertHeadline(advert);
  const badge = advertBadge(advert);
  const availability = availabilityLine(advert);
  const price = formatAdvertPrice(advert);
  const centre = miniMapCentre(advert);
  const floorplans =
    preview && advert.previewFloorplanImages?.length ? advert.previewFloorplanImages : (advert.documents_floorplans_images ?? []);
  const url = advert.id ? shareUrl(getRuntimeConfig().siteUrl, advert.id) : getRuntimeConfig().siteUrl;
  const shortTermLet = isShortTermLet(advert);

  return (
    <article className={styles.view} aria-label={advert.property_title || headline || 'Advert'}>
      <Carousel key={`photos-${advert.id}`} images={advert.documents_property_images ?? []} noun="Photo" label="Photos" />
      <button
        type="button"
        className={styles.scrollDown}
        aria-label="Scroll down to the details"
        onClick={() => details.current?.scrollIntoView({ behavior: 'smooth', block: 'start' })}
      >
        <span aria-hidden="true">⌄</span>
      </button>

      <div ref={details} className={styles.details}>
        <header className={styles.header}>
          <div className={styles.topline}>
            {badge && <span className={styles.badge}>{badge}</span>}
            <span className={styles.posted}>
              Posted {formatDate(advert.created_at)} · {postedAge(advert.created_at)}
            </span>
            <span className={styles.controls}>
              {Boolean(advert.is_published) && <FavouriteHeart advertId={advert.id} preview={preview} />}
              <ShareMenu url={url} title={advert.property_title || headline} disabled={preview} />
              <ReportMenu advertId={advert.id} preview={preview} />
            </span>
          </div>
          <h2 className={styles.headline}>{headline}</h2>
          {advert.property_title && <p className={styles.title}>{advert.property_title}</p>}
          <p className={styles.address}>{detailAddress(advert.address)}</p>
          {availability && (
            <p className={styles.availability}>
              <strong>{availability.label}</strong> {availability.value}
            </p>
          )}
          {price && <p className={styles.price}>{price}</p>}
        </header>

        {centre && <MiniMap {...centre} zoom={ADVERT_ZOOM} label="Map of the advert's location" />}

        <div className={styles.reviews}>
          {shortTermLet && (
            <ReviewsSummary type="host" subjectId={advert.id} load={preview ? null : (host ?? { status: 'loading', reviews: [] })} />
          )}
          <ReviewsSummary
            type="neighbourhood"
            subjectId={advert.id}
            load={preview ? null : (neighbourhood ?? { status: 'loading', reviews: [] })}
          />
        </div>

        <MarketedBy advert={advert} />
        <ContactActions
          advertId={advert.id}
          advertiserId={advert.user_id}
          adType="Property"
          booking={bookingAction(advert)}
          preview={preview}
        />

        <PremisesSections advert={advert} />
        <Description html={advert.property_description} />

        {showsFloorplans(advert) && floorplans.length > 0 && (
          <div className={styles.floorplans}>
            <h3>Floorplans</h3>
            <Carousel key={`floorplans-${advert.id}`} images={floorplans} noun="Floorplan" label="Floorplans" />
          </div>
        )}
      </div>
    </article>
  );
}
