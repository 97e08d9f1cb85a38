import { useEffect } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { useDismissablePopover } from '@marketplace/shared';
import { MenuEntries, type AccountMenuProps } from './AccountMenu';
import { Avatar } from './Avatar';
import { menuItems } from './menuItems';

/** The ≤767 px menu: the donate link and the same account items as the desktop menu. */
export function MobileMenu({ session, financialDashboardUrl, onLogout }: AccountMenuProps) {
  const { open, close, rootRef, popoverId, triggerProps } = useDismissablePopover();
  const location = useLocation();
  const { pathname } = location;
  const items = menuItems(session, financialDashboardUrl, location);
  const user = session.hasContactEmail ? session.user : null;

  // A link chosen in the menu navigates: the new page starts with the menu closed.
  useEffect(close, [pathname, close]);

  return (
    <div className="mobile-menu" ref={rootRef}>
      <button type="button" className="icon-button mobile-menu__toggle" {...triggerProps}>
        <svg aria-hidden="true" viewBox="0 0 24 24" width="24" height="24">
          <path d="M3 6h18M3 12h18M3 18h18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
        <span className="visually-hidden">Menu</span>
      </button>
      <nav id={popoverId} className="mobile-menu__panel" aria-label="Mobile menu" hidden={!open}>
        {user && (
          <div className="mobile-menu__user">
            <Avatar filePath={user.documents_user_images?.file_path} name={user.contact?.name ?? ''} />
            <span>{user.contact?.name}</span>
          </div>
        )}
        <ul className="mobile-menu__list">
          <li>
            <Link className="menu__link" to="/donate" onClick={close}>
              Donate
            </Link>
          </li>
          <MenuEntries items={items} onChoose={close} onLogout={onLogout} />
        </ul>
      </nav>
    </div>
  );
}
