import { createRoot } from 'react-dom/client';
import { configureHttp, http, loadRuntimeConfig, navigate, REMOTE_TIMEOUT_MS, sessionStore, type RuntimeConfig } from '@marketplace/shared';
import { App } from './app/App';
import { loginRedirect } from './app/guard';
import { notices } from './app/notices';
import { createRemoteLoader, initRemotes, RemoteLoaderProvider, type RemoteLoader } from './remotes';
import './styles/tokens.css';
import './styles/base.css';
import './styles/chrome.css';
import './styles/home.css';
import './styles/pages.css';
import './styles/overlays.css';

/** Signed out by the API (419, 503): back to login, returning to this page once signed in again. */
function navigateToLogin() {
  if (window.location.pathname === '/login') return;
  navigate(loginRedirect(window.location, false) ?? '/login');
}

async function startSession() {
  // A failure is already reported to the user by the HTTP client ('... ErrorCode: csrf'); boot goes on.
  await http.csrf().catch(() => undefined);
  await sessionStore.start();
}

async function startRemotes(config: RuntimeConfig): Promise<RemoteLoader> {
  try {
    return (await initRemotes(config)).loader;
  } catch (error) {
    // Without the registry every slot shows its own "unavailable" box; the chrome and pages still work.
    console.error('Remote registry unavailable', error);
    return createRemoteLoader({ timeoutMs: REMOTE_TIMEOUT_MS });
  }
}

function BootFailure() {
  return (
    <div className="boot-failure" role="alert">
      <h1>Roofline is unavailable right now</h1>
      <p>We could not load the site&rsquo;s settings. Please check your connection and try again.</p>
      <button type="button" className="button button--primary" onClick={() => window.location.reload()}>
        Try again
      </button>
    </div>
  );
}

async function boot() {
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
  const [, loader] = await Promise.all([startSession(), startRemotes(config)]);
  root.render(
    <RemoteLoaderProvider loader={loader}>
      <App />
    </RemoteLoaderProvider>,
  );
}

void boot();
