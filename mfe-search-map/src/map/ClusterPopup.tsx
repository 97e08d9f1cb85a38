import { Button, formatPounds, type MapCluster } from '@marketplace/shared';
import { LEGEND } from './legend';
import { clusterKey } from './pinLook';
import * as styles from './map.module.css';

interface ClusterPopupProps {
  cluster: MapCluster;
  onZoom(): void;
  /** The mouse over the popup keeps a hover-opened popup open. */
  onHover(hovering: boolean): void;
}

const range = ([low, high]: [number, number]) => (low === high ? formatPounds(low) : `${formatPounds(low)} to ${formatPounds(high)}`);

/**
 * What a counted circle holds, shown while the mouse rests on it: how many adverts, of which
 * categories, and their prices; a click on the circle (or the button) zooms in to them.
 */
export function ClusterPopup({ cluster, onZoom, onHover }: ClusterPopupProps) {
  const count = cluster.count.toLocaleString('en-GB');
  const categories = LEGEND.flatMap((entry) => {
    const n = entry.categoryId === null ? 0 : (cluster.categories[String(entry.categoryId)] ?? 0);
    return n > 0 ? [{ ...entry, n }] : [];
  });
  return (
    <div
      className={`${styles.popupAnchor} ${styles.clusterAnchor}`}
      data-map-popup={clusterKey(cluster)}
      onPointerEnter={(event) => event.pointerType === 'mouse' && onHover(true)}
      onPointerLeave={(event) => event.pointerType === 'mouse' && onHover(false)}
    >
      <div className={`${styles.popup} ${styles.clusterPopup}`} role="dialog" aria-label={`${count} adverts`}>
        <p className={styles.popupCount}>{count} adverts in this area</p>
        <ul className={styles.clusterCategories}>
          {categories.map((entry) => (
            <li key={entry.key}>
              <span className={styles.swatch} style={{ background: entry.colour }} aria-hidden="true" />
              {entry.label} <strong>{entry.n.toLocaleString('en-GB')}</strong>
            </li>
          ))}
        </ul>
        {cluster.sale_price && <p className={styles.clusterPrice}>For sale: {range(cluster.sale_price)}</p>}
        {cluster.monthly_rent && <p className={styles.clusterPrice}>To let: {range(cluster.monthly_rent)} pcm</p>}
        <Button size="small" block className={styles.clusterZoom} onClick={onZoom}>
          Zoom in to see them
        </Button>
      </div>
    </div>
  );
}
