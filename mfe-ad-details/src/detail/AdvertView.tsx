import { useRef, useState } from 'react';
import {
  FavouriteHeart,
  ReportMenu,
  advertBadge,
  advertHeadline,
  availabilityLine,
  formatAdvertPrice,
  formatDate,
  getRuntimeConfig,
  MarketStatusRibbon,
  marketStatusLine,
  postedAge,
  type Advert,
  type StayDates,
} from '@marketplace/shared';
import { bookingAction } from '../actions/booking';
import { Calculators } from '../calculators/Calculators';
import { ContactActions } from '../actions/ContactActions';
import { Description } from '../description/Description';
import { Carousel } from '../gallery/Carousel';
import { MarketedBy } from '../marketed-by/MarketedBy';
import { MiniMap } from '../minimap/MiniMap';
import { ADVERT_ZOOM } from '../minimap/style';
import { PremisesSections } from '../premises/PremisesSections';
import { RoomList } from '../rooms/RoomList';
import { MaterialInformation } from '../premises/MaterialInformation';
import { ReviewsSummary, type ReviewsLoad } from '../reviews/ReviewsSummary';
import { shareUrl } from '../share/links';
import { ShareMenu } from '../share/ShareMenu';
import { previewAddress } from '../preview/rules';
import * as previewStyles from '../preview/preview.module.css';
import { detailAddress, enquiryOf, isShortTermLet, miniMapCentre, showsFloorplans, titleSaysMore } from './advert';
import * as styles from './detail.module.css';
import { priceHistoryLines } from './priceHistory';
import { AdvertHeading } from '../common/headings';
import { StayPrice } from './StayPrice';

interface AdvertViewProps {
  advert: Advert;
  /**
   * The owner's preview (002 §2.3): what visitors will see, but inert. The address is the full address;
   * host and neighbourhood reviews show for every ad type at the placeholder rating; the only contact
   * action is Send Message (nothing can be booked from a preview).
   */
  preview?: boolean;
  /** Ends the preview (its close buttons, at the top and the bottom). */
  onClose?: () => void;
  host?: ReviewsLoad<'host'> | null;
  neighbourhood?: ReviewsLoad<'neighbourhood'> | null;
}

/**
 * The advert detail: the same view in the panel, on the page and in the owner's preview, in the order
 * people look (issue 44): photos, price with its key facts (Part A), the ways to get in touch, the
 * description, the rooms, features, floorplans and costs, the map, reviews and who markets it.
 */
export function AdvertView({ advert, preview = false, onClose, host = null, neighbourhood = null }: AdvertViewProps) {
  const details = useRef<HTMLDivElement>(null);
  const headline = advertHeadline(advert);
  const badge = advertBadge(advert);
  const availability = availabilityLine(advert);
  const price = formatAdvertPrice(advert);
  const history = priceHistoryLines(advert.price_history);
  const marketStatus = marketStatusLine(advert);
  const centre = miniMapCentre(advert);
  const floorplans = advert.documents_floorplans_images;
  const url = advert.id ? shareUrl(getRuntimeConfig().siteUrl, advert.id) : getRuntimeConfig().siteUrl;
  const shortTermLet = isShortTermLet(advert);
  // The dates and party the stay was priced for: Reserve starts the dialog on them.
  const [pricedStay, setPricedStay] = useState<StayDates | null>(null);
  const booking = preview ? null : bookingAction(advert);
  const close = onClose && (
    <button type="button" className={previewStyles.close} onClick={onClose}>
      Close preview
    </button>
  );

  return (
    <article className={styles.view} aria-label={advert.property_title || headline || 'Advert'}>
      {close}
      <Carousel key={`photos-${advert.id}`} images={advert.documents_property_images ?? []} noun="Photo" label="Photos" leading />
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
              {(preview || Boolean(advert.is_published)) && <FavouriteHeart advertId={advert.id} preview={preview} />}
              <ShareMenu url={url} title={advert.property_title || headline} disabled={preview} />
              <ReportMenu advertId={advert.id} preview={preview} />
            </span>
          </div>
          <AdvertHeading className={styles.headline}>{headline}</AdvertHeading>
          {titleSaysMore(advert.property_title, headline) && <p className={styles.title}>{advert.property_title}</p>}
          <p className={styles.address}>{preview ? previewAddress(advert.address) : detailAddress(advert.address)}</p>
          {availability && (
            <p className={styles.availability}>
              <strong>{availability.label}</strong> {availability.value}
            </p>
          )}
          {shortTermLet ? (
            <StayPrice advert={advert} preview={preview} onPriced={setPricedStay} />
          ) : (
            price && <p className={styles.price}>{price}</p>
          )}
          {marketStatus && (
            <p className={styles.marketStatus}>
              <MarketStatusRibbon advert={advert} /> <span>{marketStatus}</span>
            </p>
          )}
          {history.length > 0 && (
            <ul className={styles.priceHistory} aria-label="Price history">
              {history.map((line, i) => (
                <li key={i} className={i === 0 && line.startsWith('Reduced') ? styles.priceChange : undefined}>
                  {line}
                </li>
              ))}
            </ul>
          )}
          <MaterialInformation advert={advert} />
        </header>

        <ContactActions
          advertId={advert.id}
          advertiserId={advert.user_id}
          adType="Property"
          booking={booking && { ...booking, stay: pricedStay }}
          preview={preview}
          ownerPreview={(close) => <AdvertView advert={advert} preview onClose={close} />}
          enquiry={preview ? null : enquiryOf(advert, headline)}
        />

        <Description html={advert.property_description} />
        <RoomList advert={advert} />
        <PremisesSections advert={advert} />

        {showsFloorplans(advert) && floorplans.length > 0 && (
          <div className={styles.floorplans}>
            <AdvertHeading section>Floorplans</AdvertHeading>
            <Carousel key={`floorplans-${advert.id}`} images={floorplans} noun="Floorplan" label="Floorplans" zoom />
          </div>
        )}
        <Calculators advert={advert} />

        {centre && <MiniMap {...centre} zoom={ADVERT_ZOOM} label="Map of the advert's location" />}

        <div className={styles.reviews}>
          {(shortTermLet || preview) && (
            <ReviewsSummary type="host" subjectId={advert.id} load={preview ? null : (host ?? { status: 'loading', reviews: [] })} />
          )}
          <ReviewsSummary
            type="neighbourhood"
            subjectId={advert.id}
            load={preview ? null : (neighbourhood ?? { status: 'loading', reviews: [] })}
          />
        </div>

        <MarketedBy advert={advert} />
        {close}
      </div>
    </article>
  );
}
