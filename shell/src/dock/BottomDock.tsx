import { useEffect, useRef } from 'react';
import { observer } from 'mobx-react-lite';
import { useLocation } from 'react-router-dom';
import { sessionStore } from '@marketplace/shared';
import { CookieBanner } from '../consent/CookieBanner';
import { RemoteSlot } from '../remotes';

/** Where a bookmark opens its advert: the detail panel on the map home, the advert's own page anywhere else. */
export const bookmarkTarget = (pathname: string): 'panel' | 'page' => (pathname === '/' ? 'panel' : 'page');

/**
 * What stays at the bottom of every page: the signed-in user's bookmarks bar, and under it the cookie
 * banner until a choice is made. Stacked in one frame they never cover each other; the page keeps their
 * height free at its end and scrolls what it brings into view clear of them (--dock-height). Both come after the page
 * in the document, so the keyboard reaches them after the page's own controls.
 */
export const BottomDock = observer(function BottomDock() {
  const dock = useRef<HTMLDivElement>(null);
  const { pathname } = useLocation();
  useEffect(() => {
    const element = dock.current;
    if (!element) return;
    // On the root: the page's end and its scroll padding (what scrolls into view, a focused control
    // included, stops above the dock: WCAG 2.4.11) both read it.
    const root = document.documentElement;
    const follow = () => {
      root.style.setProperty('--dock-height', `${element.offsetHeight}px`);
      // What stays: the map home gives up only the bookmarks' height, not the passing cookie banner's.
      root.style.setProperty('--bookmarks-height', `${element.querySelector<HTMLElement>('.app__bookmarks')?.offsetHeight ?? 0}px`);
    };
    follow();
    const resize = new ResizeObserver(follow);
    resize.observe(element);
    return () => {
      resize.disconnect();
      root.style.removeProperty('--dock-height');
      root.style.removeProperty('--bookmarks-height');
    };
  }, []);
  return (
    <div ref={dock} className="app__dock">
      {sessionStore.authenticated && (
        <RemoteSlot
          remote="mfe-transactions"
          module="./BookmarksBar"
          props={{ opensIn: bookmarkTarget(pathname) }}
          className="app__bookmarks"
          deferred
        />
      )}
      <CookieBanner />
    </div>
  );
});
