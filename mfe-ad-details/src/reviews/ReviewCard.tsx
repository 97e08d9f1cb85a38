import { ImageWithFallback, StarRating, type ReviewType } from '@marketplace/shared';
import type { ReviewCardModel } from './model';
import * as styles from './reviews.module.css';

/**
 * One review: what each kind shows (spec 000 §2 Review lists, 002 §2.7). `detailed` is the guest
 * list's optional mode: the guest's picture and the property's contact name as well.
 */
export function ReviewCard({ type, card, detailed = false }: { type: ReviewType; card: ReviewCardModel; detailed?: boolean }) {
  return (
    <li className={styles.card} aria-label={`Review by ${card.reviewer}`}>
      {type === 'guest' && <ImageWithFallback src={card.picture} alt="" className={styles.cardPicture} />}
      <div className={styles.cardHead}>
        {type === 'guest' && detailed && <ImageWithFallback src={card.guestPicture} alt="Guest" className={styles.guestPicture} />}
        <strong>{card.reviewer}</strong>
        <StarRating value={card.rating} showValue />
      </div>
      {card.address && <p className={styles.cardLine}>{card.address}</p>}
      {type === 'host' && card.host && <p className={styles.cardLine}>Host: {card.host}</p>}
      {type === 'guest' && detailed && card.host && <p className={styles.cardLine}>Host: {card.host}</p>}
      {type === 'service' && card.host && <p className={styles.cardLine}>Provider: {card.host}</p>}
      {type === 'service' && card.occupation && <p className={styles.cardLine}>Occupation: {card.occupation}</p>}
      {card.scores.length > 0 && (
        <dl className={styles.scores}>
          {card.scores.map((score) => (
            <div key={score.label} className={styles.score}>
              <dt>{score.label}</dt>
              <dd>
                <StarRating value={score.value} label={score.label} />
              </dd>
            </div>
          ))}
        </dl>
      )}
      {card.text && <p className={styles.cardText}>{card.text}</p>}
      {card.date && <p className={styles.cardDate}>{card.date}</p>}
    </li>
  );
}
