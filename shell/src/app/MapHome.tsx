import { useLayoutEffect } from 'react';
import { observer } from 'mobx-react-lite';
import { useLocation } from 'react-router-dom';
import { RemoteSlot } from '../remotes';
import { homeLayout, toggleResultsList } from '../layout/homeLayout';

export const HOME_HEADLINE = 'Find homes to buy, rent or stay, and trusted local services';

/** On a phone the list and the map are two views of the results; this switches between them. */
const ViewSwitch = observer(function ViewSwitch() {
  const { listOpen } = homeLayout;
  return (
    <div className="home__views" role="group" aria-label="Show results as">
      <button type="button" className="home__view" aria-pressed={listOpen} onClick={() => toggleResultsList(true)}>
        <svg aria-hidden="true" viewBox="0 0 24 24" width="18" height="18">
          <path d="M8 6h13M8 12h13M8 18h13M3 6h1M3 12h1M3 18h1" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
        List
      </button>
      <button type="button" className="home__view" aria-pressed={!listOpen} onClick={() => toggleResultsList(false)}>
        <svg aria-hidden="true" viewBox="0 0 24 24" width="18" height="18">
          <path
            d="m3 6 6-2 6 2 6-2v14l-6 2-6-2-6 2z M9 4v14M15 6v14"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinejoin="round"
          />
        </svg>
        Map
      </button>
    </div>
  );
});

/**
 * The map home. Until the first search it introduces itself: the headline, and the search remote's
 * location box and ad types, over the map. Then, on a desktop, the results list, the advert's detail
 * (opened by the detail remote itself on `advert:open`) and the map stand side by side, the filters
 * floating over the map alone; on a phone the filters open from a bar as a full-height sheet and the
 * list and the map are two views with a switch, an advert opening as its own page. Each slot fails on
 * its own; panels stay mounted when hidden so the remotes keep their state. The bookmarks bar is the
 * shell's, on every page (BottomDock).
 */
export const MapHome = observer(function MapHome() {
  const { search } = useLocation();
  // A search of its own in the address (a shared link, the services page's link): no introduction.
  useLayoutEffect(() => {
    if (search) homeLayout.endIntro();
  }, [search]);
  const { searchOpen, listOpen, detailOpen, detailWanted, openedAdvertId, intro } = homeLayout;
  const classes = ['home', listOpen && 'home--list-open', detailOpen && 'home--detail-open', intro && 'home--intro']
    .filter(Boolean)
    .join(' ');
  return (
    <div className={classes}>
      <div className="home__top">
        <h1 className={intro ? 'home__headline' : 'visually-hidden'}>{HOME_HEADLINE}</h1>
        <div className="home__bar">
          <section className="home__filters" aria-label="Search filters" hidden={!searchOpen}>
            <RemoteSlot remote="mfe-search-map" module="./SearchFilters" props={{ intro }} />
          </section>
          {!intro && <ViewSwitch />}
        </div>
        {intro && (
          <button type="button" className="home__skip" onClick={() => homeLayout.endIntro()}>
            Browse the map
          </button>
        )}
      </div>
      <div className="home__stage">
        <section className="home__list" aria-label="Results list" inert={!listOpen}>
          <RemoteSlot remote="mfe-search-map" module="./ResultsList" className="home__list-slot" />
        </section>
        {/* The detail remote is fetched when the first advert opens, not with the home. */}
        {detailWanted && <RemoteSlot remote="mfe-ad-details" module="./DetailPanel" props={{ openedAdvertId }} className="home__detail" />}
        <div className="home__map-area">
          <RemoteSlot remote="mfe-search-map" module="./SearchMap" className="home__map" />
        </div>
      </div>
    </div>
  );
});
