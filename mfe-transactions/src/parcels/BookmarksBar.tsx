import { reactParcel } from '@marketplace/shared';
import { Frame } from '../frame/Frame';
import { Bookmarks } from '../favourites/Bookmarks';
import type { Exposes } from '../public-surface';

function BookmarksBar({ opensIn = 'panel' }: Exposes['./BookmarksBar']) {
  return (
    <Frame label="Bookmarks">
      <Bookmarks opensIn={opensIn} />
    </Frame>
  );
}

export default reactParcel(BookmarksBar);
