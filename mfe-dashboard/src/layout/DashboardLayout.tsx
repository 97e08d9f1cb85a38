import { useState, type ReactNode } from 'react';
import { AppLink, type DashboardPage } from '@marketplace/shared';
import { Frame } from '../frame/Frame';
import { DASHBOARD_PAGES, dashboardPath, navLabel } from './dashboardPages';
import { useUnreadCounts } from './useUnreadCounts';
import * as styles from './layout.module.css';

/** The dashboard's frame: the side navigation on a desktop, a menu button on a phone, and the page. */
export function DashboardLayout({ page, children }: { page: DashboardPage; children: ReactNode }) {
  const unread = useUnreadCounts();
  const [menuOpen, setMenuOpen] = useState(false);
  const current = DASHBOARD_PAGES.find((p) => p.page === page);
  return (
    <Frame label="Dashboard" className={styles.layout}>
      <nav className={styles.nav} aria-label="Dashboard">
        <button
          type="button"
          className={styles.menuButton}
          aria-expanded={menuOpen}
          aria-controls="dashboard-menu"
          onClick={() => setMenuOpen((o) => !o)}
        >
          Dashboard menu: {current?.label ?? 'Dashboard'}
        </button>
        <ul id="dashboard-menu" className={menuOpen ? `${styles.navList} ${styles.navOpen}` : styles.navList}>
          {DASHBOARD_PAGES.map((p) => {
            const count = p.badge ? unread[p.badge] : undefined;
            return (
              <li key={p.page}>
                <AppLink
                  to={dashboardPath(p.page)}
                  className={p.page === page ? `${styles.navLink} ${styles.active}` : styles.navLink}
                  aria-current={p.page === page ? 'page' : undefined}
                  aria-label={navLabel(p.label, count)}
                  onClick={() => setMenuOpen(false)}
                >
                  {p.label}
                  {count ? (
                    <span className={styles.badge} aria-hidden="true" data-testid={`unread-${p.badge}`}>
                      {count}
                    </span>
                  ) : null}
                </AppLink>
              </li>
            );
          })}
        </ul>
      </nav>
      {/* The shell's <main> already holds this area; a second one would be a duplicate landmark. */}
      <section className={styles.content} aria-labelledby="dashboard-page-heading">
        <h1 id="dashboard-page-heading" className={styles.heading}>
          {current?.label ?? 'Dashboard'}
        </h1>
        {children}
      </section>
    </Frame>
  );
}
