import { useDismissablePopover } from '@marketplace/shared';
import { LEGEND, type LegendKey } from './legend';
import * as styles from './map.module.css';

interface LegendProps {
  hidden: ReadonlySet<LegendKey>;
  onToggle(key: LegendKey): void;
}

/**
 * The 8 pin colours, each with an eye button that hides or shows those pins. On a phone it folds
 * behind a 'Legend' button, so it covers neither the map nor its attribution until asked for.
 */
export function Legend({ hidden, onToggle }: LegendProps) {
  const fold = useDismissablePopover();
  return (
    <div ref={fold.rootRef} className={styles.legendBox}>
      <button type="button" className={`ui-map-pill ${styles.legendToggle}`} {...fold.triggerProps}>
        Legend
        {hidden.size > 0 && <span className={styles.legendCount}> ({hidden.size} hidden)</span>}
      </button>
      <ul id={fold.popoverId} className={fold.open ? `${styles.legend} ${styles.legendOpen}` : styles.legend} aria-label="Map legend">
        {LEGEND.map((entry) => {
          const isHidden = hidden.has(entry.key);
          return (
            <li key={entry.key} className={isHidden ? styles.legendHidden : undefined}>
              <span className={styles.swatch} style={{ background: entry.colour }} aria-hidden="true" />
              <span className={styles.legendLabel}>{entry.label}</span>
              <button
                type="button"
                className={styles.eye}
                aria-label={`${isHidden ? 'Show' : 'Hide'} ${entry.label}`}
                aria-pressed={isHidden}
                onClick={() => onToggle(entry.key)}
              >
                <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true">
                  <path
                    d="M12 5C6.5 5 2.7 9.2 1.5 12c1.2 2.8 5 7 10.5 7s9.3-4.2 10.5-7C21.3 9.2 17.5 5 12 5Zm0 11a4 4 0 1 1 0-8 4 4 0 0 1 0 8Z"
                    fill="currentColor"
                  />
                  {isHidden && <path d="M3 3l18 18" stroke="currentColor" strokeWidth="2" />}
                </svg>
              </button>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
