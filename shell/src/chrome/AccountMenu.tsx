import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
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
export function MenuEntry({ item, onChoose, onLogout }: { item: MenuItem; onChoose(): void; onLogout(): void }) {
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

/**
 * Desktop account menu. Visitors see Login and Register inline; a user gets a disclosure button
 * (photo and name) opening the list of their pages. Escape or a click elsewhere closes it.
 */
export function AccountMenu({ session, financialDashboardUrl, onLogout }: AccountMenuProps) {
  const items = menuItems(session, financialDashboardUrl);
  const [open, setOpen] = useState(false);
  const listId = useId();
  const root = useRef<HTMLDivElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') {
        setOpen(false);
        toggle.current?.focus();
      }
    };
    const onPointer = (e: PointerEvent) => {
      if (!root.current?.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [open]);

  if (!session.hasContactEmail || !session.user) {
    return (
      <ul className="account-menu account-menu--visitor">
        {items.map((item) => (
          <li key={item.label}>
            <MenuEntry item={item} onChoose={() => undefined} onLogout={onLogout} />
          </li>
        ))}
      </ul>
    );
  }

  const name = session.user.contact?.name ?? '';
  return (
    <div className="account-menu" ref={root}>
      <button
        ref={toggle}
        type="button"
        className="account-menu__toggle"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((o) => !o)}
      >
        <Avatar filePath={session.user.documents_user_images?.file_path} name={name} />
        <span className="account-menu__name">{name}</span>
      </button>
      <ul id={listId} className="account-menu__list" hidden={!open}>
        {items.map((item) => (
          <li key={item.label}>
            <MenuEntry item={item} onChoose={() => setOpen(false)} onLogout={onLogout} />
          </li>
        ))}
      </ul>
    </div>
  );
}
