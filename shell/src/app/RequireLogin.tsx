import type { ReactNode } from 'react';
import { observer } from 'mobx-react-lite';
import { Navigate, useLocation } from 'react-router-dom';
import { sessionStore } from '@marketplace/shared';
import { loginRedirect } from './guard';

/** Renders a login-needed route for signed-in users; sends anyone else to login and back afterwards. */
export const RequireLogin = observer(function RequireLogin({ children }: { children: ReactNode }) {
  const location = useLocation();
  const target = loginRedirect(location, sessionStore.authenticated);
  return target ? <Navigate to={target} replace /> : <>{children}</>;
});
