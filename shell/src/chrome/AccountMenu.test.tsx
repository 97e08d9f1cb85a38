import { fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { DEFAULT_USER_IMAGE, setRuntimeConfig, type RuntimeConfig } from '@marketplace/shared';
import { AccountMenu, type AccountMenuProps, type MenuUser } from './AccountMenu';
import { MobileMenu } from './MobileMenu';

const DASHBOARD_URL = 'https://connect.payments.example/express';

const amelia: MenuUser = {
  contact: { name: 'Amelia Hughes', email: 'amelia.hughes@example.co.uk' },
  documents_user_images: { file_path: 'users/7/photo.jpg' },
};

const visitor: AccountMenuProps['session'] = { user: null, hasContactEmail: false, isHost: false };
const member: AccountMenuProps['session'] = { user: amelia, hasContactEmail: true, isHost: false };
const host: AccountMenuProps['session'] = { user: amelia, hasContactEmail: true, isHost: true };

beforeAll(() => {
  setRuntimeConfig({ imageBaseUrl: 'http://images.test/storage' } as RuntimeConfig);
});

function renderMenu(session: AccountMenuProps['session'], onLogout = jest.fn(), at = '/') {
  render(
    <MemoryRouter initialEntries={[at]}>
      <AccountMenu session={session} financialDashboardUrl={DASHBOARD_URL} onLogout={onLogout} />
    </MemoryRouter>,
  );
  return onLogout;
}

function openUserMenu() {
  fireEvent.click(screen.getByRole('button', { name: /Amelia Hughes/ }));
}

const labels = (root: HTMLElement) =>
  within(root)
    .getAllByRole('listitem')
    .map((li) => li.textContent);

describe('AccountMenu', () => {
  it('offers a visitor Login and Register only, each bringing them back to the page they are on', () => {
    renderMenu(visitor, jest.fn(), '/ad-details/12');
    expect(screen.getByRole('link', { name: 'Login' }).getAttribute('href')).toBe('/login?redirect=%2Fad-details%2F12');
    expect(screen.getByRole('link', { name: 'Register' }).getAttribute('href')).toBe('/register?redirect=%2Fad-details%2F12');
    expect(screen.queryByText('Logout')).toBeNull();
  });

  it('treats a signed-in user without a contact email like a visitor', () => {
    renderMenu({ user: { contact: { name: 'No Mail', email: null }, documents_user_images: null }, hasContactEmail: false, isHost: false });
    expect(screen.getByRole('link', { name: 'Login' })).toBeTruthy();
  });

  it('gives a user their pages and Logout, but no Financial Dashboard', () => {
    renderMenu(member);
    const toggle = screen.getByRole('button', { name: /Amelia Hughes/ });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    openUserMenu();
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    const list = document.getElementById(toggle.getAttribute('aria-controls')!)!;
    expect(labels(list)).toEqual([
      'Dashboard',
      'Portfolio',
      'Messages',
      'Saved homes',
      'Saved searches',
      'User Settings',
      'Add Property',
      'Add Service',
      'Logout',
    ]);
    expect(within(list).getByRole('link', { name: 'Dashboard' }).getAttribute('href')).toBe('/dashboard-statistics');
    expect(within(list).getByRole('link', { name: 'Messages' }).getAttribute('href')).toBe('/dashboard-user-messages');
    expect(within(list).getByRole('link', { name: 'Add Property' }).getAttribute('href')).toBe('/add-edit-ad');
  });

  it('gives a host the Financial Dashboard in a new tab', () => {
    renderMenu(host);
    openUserMenu();
    const link = screen.getByRole('link', { name: 'Financial Dashboard' });
    expect(link.getAttribute('href')).toBe(DASHBOARD_URL);
    expect(link.getAttribute('target')).toBe('_blank');
  });

  it('gives a release manager the release console, before Logout', () => {
    renderMenu({ ...member, isReleaseManager: true });
    openUserMenu();
    const list = document.getElementById(screen.getByRole('button', { name: /Amelia Hughes/ }).getAttribute('aria-controls')!)!;
    expect(labels(list).slice(-2)).toEqual(['Releases', 'Logout']);
    expect(within(list).getByRole('link', { name: 'Releases' }).getAttribute('href')).toBe('/releases');
  });

  it('logs out from the menu', () => {
    const onLogout = renderMenu(member);
    openUserMenu();
    fireEvent.click(screen.getByRole('button', { name: 'Logout' }));
    expect(onLogout).toHaveBeenCalledTimes(1);
  });

  it('closes on Escape and gives focus back to the toggle', () => {
    renderMenu(member);
    openUserMenu();
    const toggle = screen.getByRole('button', { name: /Amelia Hughes/ });
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(toggle);
  });

  it("shows the user's photo and the default image when it fails to load", () => {
    renderMenu(member);
    const photo = screen.getByRole('img', { name: "Amelia Hughes's photo" });
    expect(photo.getAttribute('src')).toBe('http://images.test/storage/users/7/photo.jpg');
    fireEvent.error(photo);
    expect(photo.getAttribute('src')).toBe(DEFAULT_USER_IMAGE);
  });
});

describe('MobileMenu', () => {
  function renderMobile(session: AccountMenuProps['session']) {
    render(
      <MemoryRouter>
        <MobileMenu session={session} financialDashboardUrl={DASHBOARD_URL} onLogout={jest.fn()} />
      </MemoryRouter>,
    );
    const toggle = screen.getByRole('button', { name: 'Menu' });
    fireEvent.click(toggle);
    return screen.getByRole('navigation', { name: 'Mobile menu' });
  }

  it('lists donate and the visitor items', () => {
    expect(labels(renderMobile(visitor))).toEqual(['Donate', 'Login', 'Register']);
  });

  it('lists the same items as the desktop menu for a host', () => {
    expect(labels(renderMobile(host))).toEqual([
      'Donate',
      'Dashboard',
      'Portfolio',
      'Messages',
      'Saved homes',
      'Saved searches',
      'User Settings',
      'Add Property',
      'Add Service',
      'Financial Dashboard',
      'Logout',
    ]);
  });
});
