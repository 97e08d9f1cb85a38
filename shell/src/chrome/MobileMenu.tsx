import { useEffect, useId, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { MenuEntry, type AccountMenuProps } from './AccountMenu';
import { Avatar } from './Avatar';
import { menuItems } from './menuItems';

/** The ≤767 px menu: the donate link and the same account items as the desktop menu. */
export function MobileMenu({ session, financialDashboardUrl, onLogout }: AccountMenuProps) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const toggle = useRef<HTMLButtonElement>(null);
  const { pathname } = useLocation();
  const items = menuItems(session, financialDashboardUrl);
  const user = session.hasContactEmail ? session.user : null;

  useEffect(() => setOpen(false), [pathname]);

  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') {
        setOpen(false);
        toggle.current?.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);

  const close = () => setOpen(false);

  return (
    <div className="mobile-menu">
      <button
        ref={toggle}
        type="button"
        className="icon-button mobile-menu__toggle"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((o) => !o)}
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" width="24" height="24">
          <path d="M3 6h18M3 12h18M3 18h18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
        <span className="visually-hidden">Menu</span>
      </button>
      <nav id={panelId} className="mobile-menu__panel" aria-label="Mobile menu" hidden={!open}>
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
          {items.map((item) => (
            <li key={item.label}>
              <MenuEntry item={item} onChoose={close} onLogout={onLogout} />
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}
