import { act, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { sessionStore, type User } from '@marketplace/shared';
import { RequireLogin } from './RequireLogin';

const user: User = {
  id: 7,
  contact: { name: 'Amelia Hughes', email: 'amelia.hughes@example.co.uk' },
  documents_user_images: null,
  is_host: false,
  email_verified_at: '2025-01-01T00:00:00.000Z',
  advertiser: false,
  favourite_properties: [],
  roles: [],
  authenticated: true,
};

function LoginProbe() {
  const { pathname, search } = useLocation();
  return <p>{`login page ${pathname}${search}`}</p>;
}

function renderAt(url: string) {
  render(
    <MemoryRouter initialEntries={[url]}>
      <Routes>
        <Route path="/login" element={<LoginProbe />} />
        <Route
          path="/add-edit-ad/:id?"
          element={
            <RequireLogin>
              <p>advert editor</p>
            </RequireLogin>
          }
        />
      </Routes>
    </MemoryRouter>,
  );
}

describe('RequireLogin', () => {
  afterEach(() => act(() => sessionStore.setUser(null)));

  it('sends a visitor to login, keeping the original path and query', () => {
    renderAt('/add-edit-ad/12?q=draft-3');
    expect(screen.getByText('login page /login?redirect=%2Fadd-edit-ad%2F12%3Fq%3Ddraft-3')).toBeTruthy();
    expect(screen.queryByText('advert editor')).toBeNull();
  });

  it('shows the page to a signed-in user', () => {
    act(() => sessionStore.setUser(user));
    renderAt('/add-edit-ad/12?q=draft-3');
    expect(screen.getByText('advert editor')).toBeTruthy();
  });

  it('leaves the page for login when the user signs out on it', () => {
    act(() => sessionStore.setUser(user));
    renderAt('/add-edit-ad');
    act(() => sessionStore.setUser(null));
    expect(screen.getByText('login page /login?redirect=%2Fadd-edit-ad')).toBeTruthy();
  });
});
