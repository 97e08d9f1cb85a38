import { makeAutoObservable } from 'mobx';
import { bus } from '@marketplace/shared';

/**
 * Which parts of the map home show. The top navigation toggles the filters and the list; the list
 * also follows `list:open`, so a remote (e.g. the filters after a search) can open it too, and the
 * detail column follows `advert:open` and `advert:close`. On a phone the list and the map are two
 * views: the list open is the list view, closed the map view.
 *
 * The introduction (a headline, the location box and the ad types over the map) shows until the
 * first search, the list or the filters are asked for, or the person closes it. A page opened on the
 * home with a query (a shared search, a remote override) starts without it, and the home reached with
 * one (the services page's link) ends it (MapHome).
 */
class HomeLayout {
  searchOpen = true;
  listOpen = false;
  detailOpen = false;
  /**
   * The advert last opened (null once closed), and whether one ever was: the detail remote is not
   * part of the home's first load, its slot is placed on the first `advert:open`, and the panel,
   * arriving after that event, is handed the advert it missed.
   */
  openedAdvertId: number | null = null;
  detailWanted = false;
  intro: boolean;

  constructor(introAtStart: boolean) {
    this.intro = introAtStart;
    makeAutoObservable(this);
  }

  setSearchOpen(open: boolean) {
    this.searchOpen = open;
    if (open) this.intro = false;
  }

  setListOpen(open: boolean) {
    this.listOpen = open;
    if (open) this.intro = false;
  }

  openAdvert(advertId: number) {
    this.detailOpen = true;
    this.detailWanted = true;
    this.openedAdvertId = advertId;
  }

  closeAdvert() {
    this.detailOpen = false;
    this.openedAdvertId = null;
  }

  endIntro() {
    this.intro = false;
  }
}

// Read at start, before anything tidies the address (a remote override is taken out of it).
const openedOnSearch = typeof window !== 'undefined' && window.location.pathname === '/' && window.location.search !== '';

export const homeLayout = new HomeLayout(!openedOnSearch);

bus.on('list:open', ({ open }) => homeLayout.setListOpen(open));
bus.on('search:submitted', () => homeLayout.endIntro());
bus.on('advert:open', ({ advertId }) => homeLayout.openAdvert(advertId));
bus.on('advert:close', () => homeLayout.closeAdvert());

/** Opens or closes the results list through the bus, so every listener hears the same change. */
export function toggleResultsList(open = !homeLayout.listOpen): void {
  bus.emit('list:open', { open });
}
