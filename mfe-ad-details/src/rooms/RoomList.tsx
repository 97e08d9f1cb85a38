import type { Advert } from '@marketplace/shared';
import { AdvertHeading } from '../common/headings';
import { roomListing } from './rooms';
import * as styles from './rooms.module.css';

/**
 * The advert's bookable rooms, one card each (issue 44, as Booking.com and Airbnb list them): type, beds,
 * who fits, amenities and price, rather than only the range of their prices.
 */
export function RoomList({ advert }: { advert: Pick<Advert, 'property_rooms' | 'is_short_term'> }) {
  const rooms = (advert.property_rooms ?? []).map((room) => roomListing(room, Boolean(advert.is_short_term)));
  if (rooms.length === 0) return null;
  return (
    <section className={styles.rooms} aria-label="Rooms and prices">
      <AdvertHeading section>Rooms and prices</AdvertHeading>
      <ul className={styles.list}>
        {rooms.map((room) => (
          <li key={room.id} className={styles.room}>
            <div className={styles.head}>
              <p className={styles.name}>{room.name}</p>
              <p className={styles.price}>
                {room.price}
                {room.monthly && <span className={styles.monthly}> ({room.monthly})</span>}
              </p>
            </div>
            <p className={styles.facts}>{[room.guests, ...room.beds, room.available].filter(Boolean).join(' · ')}</p>
            {room.amenities.length > 0 && (
              <ul className={styles.amenities} aria-label={`${room.name}: amenities`}>
                {room.amenities.map((amenity) => (
                  <li key={amenity}>{amenity}</li>
                ))}
              </ul>
            )}
            <p className={styles.notes}>{room.notes.join(' · ')}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
