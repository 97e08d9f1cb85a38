import { observer } from 'mobx-react-lite';
import { RemoteSlot } from '../remotes';
import { homeLayout } from '../layout/homeLayout';

/**
 * The map home: filters on top, the map filling the page, the results list sliding in from the left,
 * the detail panel beside it (opened by the detail remote itself on `advert:open`); the bookmarks bar is
 * the shell's, on every page (BottomDock). Each slot fails on its own. Panels stay mounted when hidden so the
 * remotes keep their state (scroll position, paging) between toggles.
 */
export const MapHome = observer(function MapHome() {
  const { searchOpen, listOpen } = homeLayout;
  return (
    <div className={`home${listOpen ? ' home--list-open' : ''}`}>
      <h1 className="visually-hidden">Search properties and services on the map</h1>
      <section className="home__filters" aria-label="Search filters" hidden={!searchOpen}>
        <RemoteSlot remote="mfe-search-map" module="./SearchFilters" />
      </section>
      <div className="home__stage">
        <RemoteSlot remote="mfe-search-map" module="./SearchMap" className="home__map" />
        <section className="home__list" aria-label="Results list" inert={!listOpen}>
          <RemoteSlot remote="mfe-search-map" module="./ResultsList" />
        </section>
        <RemoteSlot remote="mfe-ad-details" module="./DetailPanel" className="home__detail" />
      </div>
    </div>
  );
});
