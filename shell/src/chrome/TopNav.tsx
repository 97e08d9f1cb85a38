import { observer } from 'mobx-react-lite';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { getRuntimeConfig, sessionStore } from '@marketplace/shared';
import { RemoteSlot } from '../remotes';
import { homeLayout, toggleResultsList } from '../layout/homeLayout';
import { signInLink } from '../auth/redirect';
import { AccountMenu } from './AccountMenu';
import { MobileMenu } from './MobileMenu';

/** Top navigation: logo, search and list toggles, notification bell, donate, account and mobile menus. */
export const TopNav = observer(function TopNav() {
  const navigate = useNavigate();
  const location = useLocation();
  const { pathname } = location;
  const onHome = pathname === '/';
  const { financialDashboardUrl } = getRuntimeConfig();

  // The panels live on the map home: from any other page the toggles bring the visitor there open.
  const toggleSearch = () => {
    if (!onHome) {
      homeLayout.setSearchOpen(true);
      void navigate('/');
    } else if (homeLayout.intro) homeLayout.endIntro();
    else homeLayout.setSearchOpen(!homeLayout.searchOpen);
  };
  const toggleList = () => {
    if (!onHome) {
      toggleResultsList(true);
      void navigate('/');
    } else toggleResultsList();
  };

  const logout = async () => {
    try {
      await sessionStore.logout();
    } finally {
      // Signing in again brings the person back to the page they signed out on.
      void navigate(signInLink('/login', location));
    }
  };

  return (
    <header className="top-nav">
      <Link to="/" className="top-nav__logo" aria-label="Roofline home">
        <svg aria-hidden="true" viewBox="0 0 32 32" width="28" height="28">
          <path d="M3 16 16 5l13 11" fill="none" stroke="currentColor" strokeWidth="3" strokeLinejoin="round" />
          <path d="M8 14v13h16V14" fill="none" stroke="currentColor" strokeWidth="3" />
        </svg>
        <span>Roofline</span>
      </Link>
      {/* On a phone the home has its own bar with the filters and the List / Map switch. */}
      <div className={onHome ? 'top-nav__tools top-nav__tools--home' : 'top-nav__tools'}>
        <button
          type="button"
          className="nav-toggle"
          aria-pressed={onHome && homeLayout.searchOpen && !homeLayout.intro}
          onClick={toggleSearch}
        >
          <svg aria-hidden="true" viewBox="0 0 24 24" width="20" height="20">
            <circle cx="10" cy="10" r="6.5" fill="none" stroke="currentColor" strokeWidth="2" />
            <path d="m15 15 6 6" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
          <span className="nav-toggle__label">Search</span>
        </button>
        <button type="button" className="nav-toggle" aria-pressed={onHome && homeLayout.listOpen} onClick={toggleList}>
          <svg aria-hidden="true" viewBox="0 0 24 24" width="20" height="20">
            <path d="M8 6h13M8 12h13M8 18h13M3 6h1M3 12h1M3 18h1" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
          <span className="nav-toggle__label">List</span>
        </button>
      </div>
      <div className="top-nav__end">
        {sessionStore.authenticated && (
          <RemoteSlot remote="mfe-transactions" module="./NotificationBell" className="top-nav__bell" deferred />
        )}
        <Link to="/donate" className="top-nav__donate">
          Donate
        </Link>
        <nav className="top-nav__account" aria-label="Account">
          <AccountMenu session={sessionStore} financialDashboardUrl={financialDashboardUrl} onLogout={logout} />
        </nav>
        <MobileMenu session={sessionStore} financialDashboardUrl={financialDashboardUrl} onLogout={logout} />
      </div>
    </header>
  );
});
