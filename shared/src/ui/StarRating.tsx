import './ui.css';

export type StarKind = 'full' | 'half' | 'empty';
export const MAX_STARS = 5;

/** Full stars up to the rating, a half star at the rounded position (4.5 and 4.7 give 4 full and a half). */
export function starKinds(rating: number): StarKind[] {
  const value = Math.max(0, Math.min(MAX_STARS, Number(rating) || 0));
  const full = Math.floor(value);
  const rounded = Math.round(value);
  return Array.from({ length: MAX_STARS }, (_, index) => {
    const position = index + 1;
    if (position <= full) return 'full';
    if (position === rounded) return 'half';
    return 'empty';
  });
}

/** Clicking the currently selected star lowers the rating by one, so an input runs 0 to 5. */
export function nextRating(current: number, clicked: number): number {
  return clicked === current ? clicked - 1 : clicked;
}

export interface StarRatingProps {
  value: number;
  /** Shows the value in brackets, for example '(4.5)'. */
  showValue?: boolean;
  /** Makes it an input. */
  onChange?(value: number): void;
  /** Accessible name of the input (for example 'Communication'). */
  label?: string;
  disabled?: boolean;
  className?: string;
}

const formatValue = (value: number) => String(Math.round(value * 10) / 10);

export function StarRating({ value, showValue = false, onChange, label = 'Rating', disabled, className }: StarRatingProps) {
  const classes = ['ui-stars', className].filter(Boolean).join(' ');
  if (onChange) {
    return (
      <span role="group" aria-label={label} className={classes}>
        {Array.from({ length: MAX_STARS }, (_, index) => {
          const star = index + 1;
          return (
            <button
              key={star}
              type="button"
              className="ui-star-button"
              aria-label={`${star} ${star === 1 ? 'star' : 'stars'}`}
              aria-pressed={star <= value}
              disabled={disabled}
              onClick={() => onChange(nextRating(value, star))}
            >
              <span aria-hidden="true" className={`ui-star ui-star--${star <= value ? 'full' : 'empty'}`}>
                ★
              </span>
            </button>
          );
        })}
        {showValue ? <span className="ui-stars__value">({formatValue(value)})</span> : null}
      </span>
    );
  }
  return (
    <span className={classes}>
      <span role="img" aria-label={`Rated ${formatValue(value)} out of ${MAX_STARS}`} className="ui-stars">
        {starKinds(value).map((kind, index) => (
          <span key={index} aria-hidden="true" className={`ui-star ui-star--${kind}`}>
            ★
          </span>
        ))}
      </span>
      {showValue ? <span className="ui-stars__value">({formatValue(value)})</span> : null}
    </span>
  );
}
