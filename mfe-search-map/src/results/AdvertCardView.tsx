import { useEffect, useId, useRef, useState, type MouseEvent } from 'react';
import { observer } from 'mobx-react-lite';
import {
  advertHeadline,
  availabilityLine,
  confirm,
  formatAdvertPrice,
  ImageWithFallback,
  imageUrl,
  isHttpError,
  postedAge,
  sessionStore,
  type AdvertCard,
  FAVOURITES_LOGIN_MESSAGE,
  REPORT_PROMPT,
  REPORT_TYPES,
  favouriteLabel,
  favouriteOf,
  reportAdvert,
  toggleFavourite,
  type ReportType,
} from '@marketplace/shared';
import { cardAddress, cardCounts, cardFlags, cardTenure } from './card';
import * as styles from './ResultsList.module.css';

const NOTICE_MS = { favourite: 3000, report: 4000 } as const;

function useNotice(): [string | null, (text: string, ms: number) => void] {
  const [notice, setNotice] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );
  const show = (text: string, ms: number) => {
    setNotice(text);
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(() => setNotice(null), ms);
  };
  return [notice, show];
}

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

function ReportMenu({ advertId, onDone }: { advertId: number; onDone(message: string): void }) {
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const choose = async (reportType: ReportType) => {
    setOpen(false);
    const answer = await confirm({ title: `Report as ${reportType}`, message: REPORT_PROMPT, confirmLabel: 'Report' });
    if (answer === false) return;
    try {
      onDone(await reportAdvert(advertId, reportType));
    } catch (error) {
      if (isHttpError(error) && !error.handled) onDone(error.data.message ?? error.message);
    }
  };
  return (
    <div className={styles.reportMenu}>
      <button
        type="button"
        className={styles.iconButton}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={menuId}
        aria-label="Report this advert"
        onClick={() => setOpen((o) => !o)}
      >
        ⋯
      </button>
      {open && (
        <ul id={menuId} role="menu" className={styles.menu} onKeyDown={(event) => event.key === 'Escape' && setOpen(false)}>
          {REPORT_TYPES.map((reportType) => (
            <li key={reportType} role="none">
              <button type="button" role="menuitem" onClick={() => void choose(reportType)}>
                {reportType}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

interface AdvertCardViewProps {
  card: AdvertCard;
  selected: boolean;
  viewed: boolean;
  onOpen(advertId: number): void;
}

/** One result: a click anywhere but its own controls opens the advert's detail panel. */
export const AdvertCardView = observer(function AdvertCardView({ card, selected, viewed, onOpen }: AdvertCardViewProps) {
  const [notice, showNotice] = useNotice();
  const [busy, setBusy] = useState(false);
  const titleId = useId();
  const title = card.property_title || advertHeadline(card) || 'Property';
  const favourite = Boolean(favouriteOf(sessionStore.user?.favourite_properties, card.id));
  const availability = availabilityLine(card);
  const tenure = cardTenure(card);
  const counts = cardCounts(card);
  const flags = cardFlags(card);
  const headline = advertHeadline(card);
  const address = cardAddress(card);

  const onFavourite = async () => {
    if (!sessionStore.authenticated) return showNotice(FAVOURITES_LOGIN_MESSAGE, NOTICE_MS.favourite);
    if (busy) return;
    setBusy(true);
    try {
      await toggleFavourite(card.id);
    } catch (error) {
      if (isHttpError(error) && !error.handled) showNotice(error.data.message ?? error.message, NOTICE_MS.favourite);
    } finally {
      setBusy(false);
    }
  };
  const onCardClick = (event: MouseEvent<HTMLElement>) => {
    if ((event.target as HTMLElement).closest('button, a, [role="menu"]')) return;
    onOpen(card.id);
  };

  const classes = [styles.card, selected ? styles.cardSelected : '', viewed ? styles.cardViewed : ''].filter(Boolean).join(' ');
  return (
    <article className={classes} aria-labelledby={titleId} data-advert-id={card.id} onClick={onCardClick}>
      <Carousel card={card} title={title} />
      <div className={styles.cardBody}>
        <div className={styles.cardTop}>
          <span className={styles.price}>{formatAdvertPrice(card)}</span>
          <span className={styles.actions}>
            <button
              type="button"
              className={favourite ? `${styles.iconButton} ${styles.heartOn}` : styles.iconButton}
              aria-pressed={favourite}
              aria-label={favouriteLabel(Boolean(favourite))}
              title={favouriteLabel(Boolean(favourite))}
              aria-busy={busy}
              onClick={() => void onFavourite()}
            >
              {favourite ? '♥' : '♡'}
            </button>
            {sessionStore.authenticated && <ReportMenu advertId={card.id} onDone={(message) => showNotice(message, NOTICE_MS.report)} />}
          </span>
        </div>
        {card.property_category?.type && <span className={styles.category}>{card.property_category.type}</span>}
        <h3 id={titleId} className={styles.title}>
          <button type="button" className={styles.titleButton} onClick={() => onOpen(card.id)}>
            {title}
          </button>
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
        {notice && (
          <p role="status" className={styles.notice}>
            {notice}
          </p>
        )}
      </div>
    </article>
  );
});
