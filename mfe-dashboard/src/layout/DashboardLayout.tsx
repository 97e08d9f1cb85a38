import type { ReactNode } from 'react';
import { observer } from 'mobx-react-lite';
import { AppLink, ButtonLink, CountBadge, badgeText, sessionStore, useDismissablePopover, type DashboardPage } from '@marketplace/shared';
import { Frame } from '../frame/Frame';
import { dashboardNav, dashboardPath, navPageOf } from './dashboardPages';
import { useUnreadCounts } from './useUnreadCounts';
import * as styles from './layout.module.css';

/**
 * Whether the signed-in person advertises (has an advert or a service): the dashboard is then theirs as
 * an advertiser's. Until the user is known, as it was.
 */
export const isAdvertiser = () => sessionStore.user?.advertiser ?? true;

/**
 * The dashboard's frame: the side navigation on a desktop; on a phone a menu button naming the page,
 * whose list closes on a choice, Escape, a press outside and a new page. Someone with no adverts gets
 * their own menu (dashboardNav) and a way in to listing a property.
 */
export const DashboardLayout = observer(function DashboardLayout({ page, children }: { page: DashboardPage; children: ReactNode }) {
  const unread = useUnreadCounts();
  const menu = useDismissablePopover<HTMLElement>();
  const advertiser = isAdvertiser();
  const pages = dashboardNav(advertiser);
  const here = navPageOf(page, advertiser);
  const current = pages.find((p) => p.page === here);
  const unreadTotal = pages.reduce((sum, p) => sum + (p.badge ? (unread[p.badge] ?? 0) : 0), 0);
  return (
    <Frame label="Dashboard" className={styles.layout}>
      <nav ref={menu.rootRef} className={styles.nav} aria-label="Dashboard">
        <button type="button" className={styles.menuButton} {...menu.triggerProps}>
          <span>
            <span className="visually-hidden">Dashboard menu: </span>
            {current?.label ?? 'Dashboard'}
          </span>
          {unreadTotal > 0 && !menu.open && <span className={styles.dot} aria-hidden="true" />}
          <svg className={styles.chevron} viewBox="0 0 16 16" width="16" height="16" aria-hidden="true">
            <path d="m4 6 4 4 4-4" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
        </button>
        <ul id={menu.popoverId} className={menu.open ? `${styles.navList} ${styles.navOpen}` : styles.navList}>
          {pages.map((p) => {
            // The bell's rule: nothing for none, else the count capped at 99.
            const badge = p.badge ? badgeText(unread[p.badge] ?? 0) : null;
            return (
              <li key={p.page}>
                <AppLink
                  to={dashboardPath(p.page)}
                  className={p.page === here ? `${styles.navLink} ${styles.active}` : styles.navLink}
                  aria-current={p.page === here ? 'page' : undefined}
                  onClick={menu.close}
                >
                  {/* Read as 'Messages 3 unread': the words a screen reader hears include the ones shown. */}
                  {p.label}
                  {badge ? (
                    <CountBadge data-testid={`unread-${p.badge}`}>
                      {badge}
                      <span className="visually-hidden"> unread</span>
                    </CountBadge>
                  ) : null}
                </AppLink>
              </li>
            );
          })}
          {advertiser ? null : (
            <li className={styles.listProperty}>
              <ButtonLink variant="secondary" block to="/add-edit-ad" onClick={menu.close}>
                List a property
              </ButtonLink>
            </li>
          )}
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
});
