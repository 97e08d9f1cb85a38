import { formatPounds, type PriceLine } from '@marketplace/shared';
import * as styles from './price.module.css';

const amount = (value: number) => (value < 0 ? `-${formatPounds(-value, { decimals: 2 })}` : formatPounds(value, { decimals: 2 }));

/**
 * A booking's price line by line, as the shared rule computes it on both sides: each room (rate x
 * hours or nights), each fee, each discount, and the total. The Booking dialog shows it before Reserve,
 * the payment page from what the API stored.
 */
export function PriceBreakdown({ lines }: { lines: PriceLine[] }) {
  return (
    <table className={styles.lines} aria-label="Price breakdown">
      <tbody>
        {lines.map((line) => {
          const total = line.kind === 'total' || line.label === 'Total Price';
          return (
            <tr
              key={`${line.label}-${line.detail ?? ''}`}
              className={total ? styles.total : line.kind === 'discount' ? styles.discount : undefined}
            >
              <th scope="row">
                {line.label}
                {line.detail ? <span className={styles.detail}>{line.detail}</span> : null}
              </th>
              <td data-testid={total ? 'booking-total' : undefined}>{amount(line.amount)}</td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
