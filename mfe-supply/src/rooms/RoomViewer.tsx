import type { Room, RoomForm } from '@marketplace/shared';
import { roomSections } from './rules';
import * as styles from './rooms.module.css';

export const NO_ROOM_SELECTED = 'Please click the room to see its details';

/** Read-only details of the picked room (spec 002 §2.2): only the sections with something set. */
export function RoomViewer({ room }: { room: Room | RoomForm | null }) {
  if (!room) return <p className={styles.hint}>{NO_ROOM_SELECTED}</p>;
  return (
    <div className={styles.viewer}>
      {roomSections(room).map((section) => (
        <section key={section.title} aria-label={section.title}>
          <h4>{section.title}</h4>
          <ul>
            {section.items.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
