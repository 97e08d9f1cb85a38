import { reactParcel } from '@marketplace/shared';
import { Frame } from '../frame/Frame';
import { Bookmarks } from '../favourites/Bookmarks';

function BookmarksBar() {
  return (
    <Frame label="Bookmarks">
      <Bookmarks />
    </Frame>
  );
}

export default reactParcel(BookmarksBar);
