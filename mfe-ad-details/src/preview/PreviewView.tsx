import { useRef } from 'react';
import {
  advertBadge,
  advertHeadline,
  availabilityLine,
  FavouriteHeart,
  formatAdvertPrice,
  formatDate,
  getRuntimeConfig,
  postedAge,
  ReportMenu,
  type Advert,
} from '@marketplace/shared';
import { ContactActions } from '../actions/ContactActions';
import { Description } from '../description/Description';
import { showsFloorplans, miniMapCentre } from '../detail/advert';
import { Carousel } from '../gallery/Carousel';
import { MarketedBy } from '../marketed-by/MarketedBy';
import { MiniMap } from '../minimap/MiniMap';
import { ADVERT_ZOOM } from '../minimap/style';
import { PremisesSections } from '../premises/PremisesSections';
import { ReviewsSummary } from '../reviews/ReviewsSummary';
import { shareUrl } from '../share/links';
import { ShareMenu } from '../share/ShareMenu';
import { previewAddress } from './rules';
import * as detail from '../detail/detail.module.css';
import * as styles from './preview.module.css';

interface PreviewViewProps {
  advert: Advert;
  onClose?: () => void;
}

/**
 * The owner's preview (002 §2.3): the advert as visitors will see it, but inert. The address is the
 * full address; host and neighbourhood reviews show for every ad type at the placeholder rating; the
 * only contact action is Send Message (nothing can be booked from a preview); a close button ends it.
 */
export function PreviewView({ advert, onClose }: PreviewViewProps) {
  const details = useRef<HTMLDivElement>(null);
  const headline = advertHeadline(advert);
  const badge = advertBadge(advert);
  const availability = availabilityLine(advert);
  const price = formatAdvertPrice(advert);
  const centre = miniMapCentre(advert);
  const floorplans = advert.previewFloorplanImages?.length ? advert.previewFloorplanImages : (advert.documents_floorplans_images ?? []);
  const url = advert.id ? shareUrl(getRuntimeConfig().siteUrl, advert.id) : getRuntimeConfig().siteUrl;
  const close = onClose && (
    <button type="button" className={styles.close} onClick={onClose}>
      Close preview
    </button>
  );

  return (
    <article className={detail.view} aria-label={advert.property_title || headline || 'Advert'}>
      {close}
      <Carousel key={`photos-${advert.id}`} images={advert.documents_property_images ?? []} noun="Photo" label="Photos" />
      <button
        type="button"
        className={detail.scrollDown}
        aria-label="Scroll down to the details"
        onClick={() => details.current?.scrollIntoView({ behavior: 'smooth', block: 'start' })}
      >
        <span aria-hidden="true">⌄</span>
      </button>

      <div ref={details} className={detail.details}>
        <header className={detail.header}>
          <div className={detail.topline}>
            {badge && <span className={detail.badge}>{badge}</span>}
            <span className={detail.posted}>
              Posted {formatDate(advert.created_at)} · {postedAge(advert.created_at)}
            </span>
            <span className={detail.controls}>
              <FavouriteHeart advertId={advert.id} preview />
              <ShareMenu url={url} title={advert.property_title || headline} disabled />
              <ReportMenu advertId={advert.id} preview />
            </span>
          </div>
          <h2 className={detail.headline}>{headline}</h2>
          {advert.property_title && <p className={detail.title}>{advert.property_title}</p>}
          <p className={detail.address}>{previewAddress(advert.address)}</p>
          {availability && (
            <p className={detail.availability}>
              <strong>{availability.label}</strong> {availability.value}
            </p>
          )}
          {price && <p className={detail.price}>{price}</p>}
        </header>

        {centre && <MiniMap {...centre} zoom={ADVERT_ZOOM} label="Map of the advert's location" />}

        <div className={detail.reviews}>
          <ReviewsSummary type="host" subjectId={advert.id} load={null} />
          <ReviewsSummary type="neighbourhood" subjectId={advert.id} load={null} />
        </div>

        <MarketedBy advert={advert} />
        <ContactActions advertId={advert.id} advertiserId={advert.user_id} adType="Property" booking={null} preview />

        <PremisesSections advert={advert} />
        <Description html={advert.property_description} />

        {showsFloorplans(advert) && floorplans.length > 0 && (
          <div className={detail.floorplans}>
            <h3>Floorplans</h3>
            <Carousel key={`floorplans-${advert.id}`} images={floorplans} noun="Floorplan" label="Floorplans" />
          </div>
        )}
        {close}
      </div>
    </article>
  );
}
