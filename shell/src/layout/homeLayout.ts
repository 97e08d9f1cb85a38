import { makeAutoObservable } from 'mobx';
import { bus } from '@marketplace/shared';

/**
 * Which panels of the map home are open. The top navigation toggles them; the results list also
 * follows `list:open`, so a remote (e.g. the filters after a search) can open it too.
 */
class HomeLayout {
  searchOpen = true;
  listOpen = false;

  constructor() {
    makeAutoObservable(this);
  }

  setSearchOpen(open: boolean) {
    this.searchOpen = open;
  }

  setListOpen(open: boolean) {
    this.listOpen = open;
  }
}

export const homeLayout = new HomeLayout();

bus.on('list:open', ({ open }) => homeLayout.setListOpen(open));

/** Opens or closes the results list through the bus, so every listener hears the same change. */
export function toggleResultsList(open = !homeLayout.listOpen): void {
  bus.emit('list:open', { open });
}
