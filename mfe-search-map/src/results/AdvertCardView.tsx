import { useId, useState, type MouseEvent } from 'react';
import { observer } from 'mobx-react-lite';
import {
  AppLink,
  advertHeadline,
  advertBadge,
  availabilityLine,
  ImageWithFallback,
  imageUrl,
  MarketStatusRibbon,
  postedAge,
  type AdvertCard,
  FavouriteHeart,
  ReportMenu,
  stayQuery,
  type StayDates,
} from '@marketplace/shared';
import { cardAddress, cardCouncilTax, cardCounts, cardFlags, cardPrice, cardTenure, cardWanted } from './card';
import * as styles from './ResultsList.module.css';

function Carousel({ card, title }: { card: AdvertCard; title: string }) {
  const images = card.documents_property_images ?? [];
  const [index, setIndex] = useState(0);
  const current = images[index] ?? null;
  const step = (by: number) => setIndex((i) => (i + by + images.length) % images.length);
  return (
    <div className={styles.carousel} aria-roledescription="carousel" aria-label={`Photos of ${title}`}>
      <ImageWithFallback
        src={imageUrl(current?.file_path)}
        alt={images.length ? `${title}, photo ${index + 1} of ${images.length}` : title}
        className={styles.photo}
        loading="lazy"
      />
      <MarketStatusRibbon advert={card} placement="corner" />
      {images.length > 1 && (
        <>
          <button type="button" className={`${styles.slide} ${styles.slidePrev}`} aria-label="Previous photo" onClick={() => step(-1)}>
            ‹
          </button>
          <button type="button" className={`${styles.slide} ${styles.slideNext}`} aria-label="Next photo" onClick={() => step(1)}>
            ›
          </button>
        </>
      )}
    </div>
  );
}

interface AdvertCardViewProps {
  card: AdvertCard;
  /** The dates and party the results were searched for: a short stay shows its total for them. */
  stay: StayDates | null;
  selected: boolean;
  viewed: boolean;
  onOpen(advertId: number): void;
}

/** One result: a click anywhere but its own controls opens the advert's detail panel. */
export const AdvertCardView = observer(function AdvertCardView({ card, stay, selected, viewed, onOpen }: AdvertCardViewProps) {
  const titleId = useId();
  const title = card.property_title || advertHeadline(card) || 'Property';
  const availability = availabilityLine(card);
  const tenure = cardTenure(card);
  const councilTax = cardCouncilTax(card);
  const counts = cardCounts(card);
  const flags = cardFlags(card);
  const headline = advertHeadline(card);
  const address = cardAddress(card);
  const price = cardPrice(card, stay);
  const badge = advertBadge(card);
  const wanted = cardWanted(card);

  const onCardClick = (event: MouseEvent<HTMLElement>) => {
    if ((event.target as HTMLElement).closest('button, a, [role="menu"]')) return;
    onOpen(card.id);
  };

  const classes = [styles.card, selected ? styles.cardSelected : '', viewed ? styles.cardViewed : ''].filter(Boolean).join(' ');
  return (
    <article
      className={classes}
      aria-labelledby={titleId}
      aria-current={selected || undefined}
      data-advert-id={card.id}
      onClick={onCardClick}
    >
      <Carousel card={card} title={title} />
      <div className={styles.cardBody}>
        <p className={styles.priceLine}>
          <span className={styles.price}>{price.shown}</span>
          {price.other && <span className={styles.priceOther}>{price.other}</span>}
          {price.fees && <span className={styles.price}>{price.fees}</span>}
        </p>
        <p className={styles.labels}>
          {badge && <span className={wanted ? styles.badgeWanted : styles.badge}>{badge}</span>}
          {card.property_category?.type && <span className={styles.category}>{card.property_category.type}</span>}
          {wanted && <span className={styles.wanted}>{wanted}</span>}
          {/* The API sends reduced_at only within 14 days of the fall. */}
          {card.reduced_at && <span className={styles.reduced}>Reduced</span>}
        </p>
        <h3 id={titleId} className={styles.title}>
          {/* A link to the advert's page, which a plain click or tap opens the way the list opens adverts. */}
          <AppLink
            to={`/ad-details/${card.id}${stayQuery(stay)}`}
            className={styles.titleButton}
            onClick={(event) => {
              if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
              event.preventDefault();
              onOpen(card.id);
            }}
          >
            {title}
          </AppLink>
        </h3>
        <p className={styles.line}>{[headline, address].filter(Boolean).join(' · ')}</p>
        <p className={styles.meta}>
          <span>Posted {postedAge(card.created_at)}</span>
          {availability && (
            <span>
              {availability.label} {availability.value}
            </span>
          )}
          {tenure && <span>{tenure}</span>}
          {councilTax && <span>{councilTax}</span>}
          {card.epc_rating && <span>EPC {card.epc_rating}</span>}
        </p>
        {counts.length > 0 && (
          <ul className={styles.counts} aria-label="Rooms and features">
            {counts.map((count) => (
              <li key={count.key}>
                <span className={styles.countValue}>{count.value}</span> {count.label}
              </li>
            ))}
          </ul>
        )}
        {flags.length > 0 && (
          <ul className={styles.flags} aria-label="Status">
            {flags.map((flag) => (
              <li key={flag}>{flag}</li>
            ))}
          </ul>
        )}
        <div className={styles.actions}>
          <FavouriteHeart advertId={card.id} />
          <ReportMenu advertId={card.id} />
        </div>
      </div>
    </article>
  );
});
