import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import {
  Button,
  configureHttp,
  formatPounds,
  http,
  loadRuntimeConfig,
  mayBeSignedIn,
  navigate,
  provideParcelLoader,
  sessionStore,
  type RuntimeConfig,
} from '@marketplace/shared';
import { loginRedirect } from './app/guard';
import { keepServedPreview } from './app/PagePreview';
import { pageRemote } from './app/remoteScreens';
import { notices } from './app/notices';
import { firstRequest, startRequest } from './app/startedRequests';
import { initRemotes, RemoteLoaderProvider } from './remotes';
// Read at start, before the remotes take an override out of the address: the home opened with a query
// (a shared search, a remote override) starts without its introduction, whenever the app's chunk runs.
import './layout/homeLayout';
import { registerServiceWorker } from './serviceWorker';
import './styles/pages.css';
import './styles/overlays.css';

/** Signed out by the API (419, 503): back to login, returning to this page once signed in again. */
function navigateToLogin() {
  if (window.location.pathname === '/login') return;
  navigate(loginRedirect(window.location, false) ?? '/login');
}

/**
 * The CSRF cookie and the signed-in user, asked for at once: reading the user needs no token, and a
 * state change that comes first fetches its own (shared's http).
 */
async function startSession() {
  // A failure is already reported to the user by the HTTP client ('... ErrorCode: csrf'); boot goes on.
  await Promise.all([http.csrf().catch(() => undefined), sessionStore.start()]);
}

function BootFailure() {
  return (
    <div className="boot-failure" role="alert">
      <h1>Roofline is unavailable right now</h1>
      <p>We could not load the site&rsquo;s settings. Please check your connection and try again.</p>
      <Button variant="primary" onClick={() => window.location.reload()}>
        Try again
      </Button>
    </div>
  );
}

async function boot() {
  // The app's own modules (its routes, chrome and dock) arrive while the configuration and the session
  // do, and run in a task of their own: not in this one, which has just run react-dom's and shared's.
  const app = import('./app/App');
  const root = createRoot(document.getElementById('root')!);
  let config: RuntimeConfig;
  try {
    config = await loadRuntimeConfig();
  } catch (error) {
    console.error('Runtime config unavailable', error);
    root.render(<BootFailure />);
    return;
  }
  configureHttp({ navigateToLogin, notifyError: (message) => notices.error(message) });
  // The registry is read in the background: a slot waits for it, the chrome does not.
  const { loader } = initRemotes(config);
  // Remotes place each other's parcels (the dashboard's messages page) through the same loader.
  provideParcelLoader((remote, module) => loader.loadParcel(remote, module));
  // An advert's or the dashboard's page: its remote loads while the session starts, not after it.
  const opened = pageRemote(window.location.pathname, mayBeSignedIn());
  if (opened) loader.preload(opened.remote, opened.module);
  // And its first API call goes out now too: the remote takes the answer instead of asking once it has loaded.
  const request = firstRequest(window.location.pathname, mayBeSignedIn());
  if (request) startRequest(request);
  // A page's first price loads the browser's number formats (ICU), some 60 ms on a slow phone: in a task
  // of its own while the page's remote and the session are on their way, not inside the page's first render.
  setTimeout(() => [0, 0.5].forEach((amount) => formatPounds(amount)));
  await startSession();
  let App: Awaited<typeof app>['App'];
  try {
    ({ App } = await app);
  } catch (error) {
    console.error('The app could not be loaded', error);
    root.render(<BootFailure />);
    return;
  }
  keepServedPreview();
  // Rendered in slices the browser can paint and answer input between: no long task on a slow phone.
  startTransition(() =>
    root.render(
      <RemoteLoaderProvider loader={loader}>
        <App />
      </RemoteLoaderProvider>,
    ),
  );
  void registerServiceWorker();
}

void boot();
