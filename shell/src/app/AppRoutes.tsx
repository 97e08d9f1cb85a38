import type { ReactElement } from 'react';
import { Route, Routes } from 'react-router-dom';
import { ForgotPasswordPage, LoginPage, RegisterPage, ResetPasswordPage } from '../auth';
import {
  AboutPage,
  CareersPage,
  ContactPage,
  CookiePolicyPage,
  NotFoundPage,
  PrivacyPolicyPage,
  QnaPage,
  ServicesPage,
  TermsPage,
} from '../pages';
import { DocumentTitle } from './DocumentTitle';
import { MapHome } from './MapHome';
import {
  AddReviewScreen,
  AdvertEditorScreen,
  AdvertScreen,
  BookingPaymentScreen,
  DashboardScreen,
  DonateScreen,
  ServiceEditorScreen,
  SubmitConfirmationScreen,
} from './remoteScreens';
import { RequireLogin } from './RequireLogin';
import { dashboardRoutes, documentTitle, NOT_FOUND_TITLE, routeTable, type RouteId } from '../routes/routeTable';

/** What each route of the table shows. The type makes a route without a screen a compile error. */
const screens: Record<RouteId, ReactElement> = {
  home: <MapHome />,
  about: <AboutPage />,
  contact: <ContactPage />,
  careers: <CareersPage />,
  qna: <QnaPage />,
  'privacy-policy': <PrivacyPolicyPage />,
  'cookie-policy': <CookiePolicyPage />,
  'terms-and-conditions': <TermsPage />,
  services: <ServicesPage />,
  login: <LoginPage />,
  register: <RegisterPage />,
  'forgot-password': <ForgotPasswordPage />,
  'reset-password': <ResetPasswordPage />,
  'ad-details': <AdvertScreen kind="property" />,
  'ad-service': <AdvertScreen kind="service" />,
  donate: <DonateScreen />,
  'booking-payment': <BookingPaymentScreen />,
  'add-review': <AddReviewScreen />,
  'add-edit-ad': <AdvertEditorScreen />,
  'add-edit-service': <ServiceEditorScreen />,
  'add-submit-confirmation': <SubmitConfirmationScreen />,
  ...(Object.fromEntries(dashboardRoutes.map(({ page }) => [`dashboard-${page}`, <DashboardScreen key={page} page={page} />])) as Record<
    `dashboard-${(typeof dashboardRoutes)[number]['page']}`,
    ReactElement
  >),
};

export function AppRoutes() {
  return (
    <Routes>
      {routeTable.map(({ id, path, access, title }) => {
        const screen = (
          <>
            <DocumentTitle title={documentTitle(title, id === 'home')} />
            {screens[id]}
          </>
        );
        return <Route key={id} path={path} element={access === 'login' ? <RequireLogin>{screen}</RequireLogin> : screen} />;
      })}
      <Route
        path="*"
        element={
          <>
            <DocumentTitle title={documentTitle(NOT_FOUND_TITLE)} />
            <NotFoundPage />
          </>
        }
      />
    </Routes>
  );
}
