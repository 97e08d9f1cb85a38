import { Link, useLocation } from 'react-router-dom';
import { useDismissablePopover } from '@marketplace/shared';
import { Avatar } from './Avatar';
import { menuItems, type MenuItem, type MenuSession } from './menuItems';

/** The parts of the signed-in user the menu shows; the shared `User` fits it. */
export interface MenuUser {
  contact: { name: string | null; email: string | null } | null;
  documents_user_images: { file_path: string } | null;
}

export interface AccountMenuProps {
  session: MenuSession & { user: MenuUser | null };
  financialDashboardUrl: string;
  onLogout(): void;
}

/** One entry of the account menu, used by the desktop drop-down and the mobile menu alike. */
function MenuEntry({ item, onChoose, onLogout }: { item: MenuItem; onChoose(): void; onLogout(): void }) {
  switch (item.kind) {
    case 'route':
      return (
        <Link className="menu__link" to={item.to} onClick={onChoose}>
          {item.label}
        </Link>
      );
    case 'external':
      return (
        <a className="menu__link" href={item.href} target="_blank" rel="noopener noreferrer" onClick={onChoose}>
          {item.label}
        </a>
      );
    case 'logout':
      return (
        <button
          type="button"
          className="menu__link menu__link--button"
          onClick={() => {
            onChoose();
            onLogout();
          }}
        >
          {item.label}
        </button>
      );
  }
}

/** The account items as list entries, for the desktop drop-down and the mobile menu alike. */
export function MenuEntries({ items, onChoose, onLogout }: { items: MenuItem[]; onChoose(): void; onLogout(): void }) {
  return items.map((item) => (
    <li key={item.label}>
      <MenuEntry item={item} onChoose={onChoose} onLogout={onLogout} />
    </li>
  ));
}

/**
 * Desktop account menu. Visitors see Login and Register inline; a user gets a disclosure button
 * (photo and name) opening the list of their pages. Escape or a click elsewhere closes it.
 */
export function AccountMenu({ session, financialDashboardUrl, onLogout }: AccountMenuProps) {
  const location = useLocation();
  const items = menuItems(session, financialDashboardUrl, location);
  const { open, close, rootRef, popoverId, triggerProps } = useDismissablePopover();

  if (!session.hasContactEmail || !session.user) {
    return (
      <ul className="account-menu account-menu--visitor">
        <MenuEntries items={items} onChoose={() => undefined} onLogout={onLogout} />
      </ul>
    );
  }

  const name = session.user.contact?.name ?? '';
  return (
    <div className="account-menu" ref={rootRef}>
      <button type="button" className="account-menu__toggle" {...triggerProps}>
        <Avatar filePath={session.user.documents_user_images?.file_path} name={name} />
        <span className="account-menu__name">{name}</span>
      </button>
      <ul id={popoverId} className="account-menu__list" hidden={!open}>
        <MenuEntries items={items} onChoose={close} onLogout={onLogout} />
      </ul>
    </div>
  );
}
