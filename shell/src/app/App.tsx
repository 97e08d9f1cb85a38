import { useEffect, useState } from 'react';
import { createBrowserRouter, RouterProvider, useLocation, useNavigate } from 'react-router-dom';
import { bus, getRuntimeConfig, setNavigator } from '@marketplace/shared';
import { Footer } from '../chrome/Footer';
import { TopNav } from '../chrome/TopNav';
import { ConfirmAddressBanner } from '../chrome/ConfirmAddressBanner';
import { BottomDock } from '../dock/BottomDock';
import { ModalHost } from '../modals/ModalHost';
import { OverrideBanner, PreviewBanner } from '../remotes';
import { UpdateNotice } from '../serviceWorker';
import { AppRoutes } from './AppRoutes';
import { PagePreview, servedPreview } from './PagePreview';
import { NoticeHost } from './NoticeHost';
import { ScrollToTop } from './ScrollToTop';
import { UnsavedWorkGuard } from './UnsavedWorkGuard';

/**
 * Parcels render outside this router: they navigate through the shared navigator it registers here, and
 * hear of each new page on the bus (a parcel's open popover closes then).
 */
function NavigatorBridge() {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  useEffect(() => setNavigator((to: string) => void navigate(to)), [navigate]);
  useEffect(() => bus.emit('page:changed', { path: `${pathname}${search}` }), [pathname, search]);
  return null;
}

/** The spec renders routed content only once the app has mounted (the chrome first, then the page). */
function useMounted(): boolean {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  return mounted;
}

function Layout() {
  const mounted = useMounted();
  // Until then, the page's preview the web origin served stays where the page will be (the advert's photo).
  const preview = servedPreview(useLocation().pathname);
  return (
    <div className="app">
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <OverrideBanner />
      <PreviewBanner />
      <TopNav />
      <ConfirmAddressBanner />
      <NoticeHost />
      <UpdateNotice />
      <main id="main" className="app__main" tabIndex={-1}>
        {mounted ? (
          <AppRoutes />
        ) : (
          preview && (
            <div className="screen">
              <PagePreview preview={preview} />
            </div>
          )
        )}
      </main>
      <Footer supportEmail={getRuntimeConfig().supportEmail} />
      <BottomDock />
      <ModalHost />
    </div>
  );
}

function Root() {
  return (
    <>
      <NavigatorBridge />
      <ScrollToTop />
      <UnsavedWorkGuard />
      <Layout />
    </>
  );
}

export function App() {
  /*
   * A data router, although the routes are declared below it with <Routes>: only a data router can hold
   * navigation (the browser's Back button included) while a page has unsaved work.
   */
  const [router] = useState(() => createBrowserRouter([{ path: '*', element: <Root /> }]));
  return <RouterProvider router={router} />;
}
