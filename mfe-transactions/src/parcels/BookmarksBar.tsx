import { reactParcel } from '@marketplace/shared';
import { Frame } from '../frame/Frame';
import * as styles from './parcels.module.css';

function BookmarksBar() {
  return (
    <Frame label="Bookmarks" className={styles.bookmarks}>
      <ul className={styles.bookmarkList} aria-label="Favourite properties" />
    </Frame>
  );
}

export default reactParcel(BookmarksBar);
