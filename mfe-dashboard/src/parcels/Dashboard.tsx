import { AppLink, reactParcel } from '@marketplace/shared';
import { Frame } from '../frame/Frame';
import type { Exposes } from '../public-surface';
import { DASHBOARD_PAGES, dashboardPath } from './dashboardPages';
import * as styles from './parcels.module.css';

function Dashboard({ page }: Exposes['./Dashboard']) {
  const current = DASHBOARD_PAGES.find((p) => p.page === page);
  return (
    <Frame label="Dashboard" className={styles.layout}>
      <nav className={styles.nav} aria-label="Dashboard">
        <ul className={styles.navList}>
          {DASHBOARD_PAGES.map((p) => (
            <li key={p.page}>
              <AppLink
                to={dashboardPath(p.page)}
                className={p.page === page ? `${styles.navLink} ${styles.active}` : styles.navLink}
                aria-current={p.page === page ? 'page' : undefined}
              >
                {p.label}
              </AppLink>
            </li>
          ))}
        </ul>
      </nav>
      <main className={styles.content}>
        <h1 className={styles.heading}>{current?.label ?? 'Dashboard'}</h1>
      </main>
    </Frame>
  );
}

export default reactParcel(Dashboard);
