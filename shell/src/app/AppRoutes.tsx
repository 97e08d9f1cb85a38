import { lazy, Suspense, type ReactElement } from 'react';
import { Route, Routes } from 'react-router-dom';
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
import { PageLoadBoundary } from './PageLoadBoundary';
import { RequireLogin } from './RequireLogin';
import { dashboardRoutes, documentTitle, NOT_FOUND_TITLE, routeTable, type RouteId } from '../routes/routeTable';

/*
 * The sign-in pages (with their forms library) and the static pages come in their own chunks when a
 * visitor opens one: the map home, the first page most people see, does not download them.
 */
const authPages = () => import('../auth');
const staticPages = () => import('../pages');
const LoginPage = lazy(() => authPages().then((m) => ({ default: m.LoginPage })));
const RegisterPage = lazy(() => authPages().then((m) => ({ default: m.RegisterPage })));
const ForgotPasswordPage = lazy(() => authPages().then((m) => ({ default: m.ForgotPasswordPage })));
const ResetPasswordPage = lazy(() => authPages().then((m) => ({ default: m.ResetPasswordPage })));
const UnsubscribePage = lazy(() => authPages().then((m) => ({ default: m.UnsubscribePage })));
const VerifyEmailPage = lazy(() => authPages().then((m) => ({ default: m.VerifyEmailPage })));
const AboutPage = lazy(() => staticPages().then((m) => ({ default: m.AboutPage })));
const CareersPage = lazy(() => staticPages().then((m) => ({ default: m.CareersPage })));
const ContactPage = lazy(() => staticPages().then((m) => ({ default: m.ContactPage })));
const CookiePolicyPage = lazy(() => staticPages().then((m) => ({ default: m.CookiePolicyPage })));
const NotFoundPage = lazy(() => staticPages().then((m) => ({ default: m.NotFoundPage })));
const PrivacyPolicyPage = lazy(() => staticPages().then((m) => ({ default: m.PrivacyPolicyPage })));
const QnaPage = lazy(() => staticPages().then((m) => ({ default: m.QnaPage })));
const ServicesPage = lazy(() => staticPages().then((m) => ({ default: m.ServicesPage })));
const TermsPage = lazy(() => staticPages().then((m) => ({ default: m.TermsPage })));
// The release console depends on no remote: it must work when one of them is broken.
const ReleasesPage = lazy(() => import('../release-console').then((m) => ({ default: m.ReleasesPage })));

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
  unsubscribe: <UnsubscribePage />,
  'verify-email': <VerifyEmailPage />,
  'ad-details': <AdvertScreen kind="property" />,
  'ad-service': <AdvertScreen kind="service" />,
  donate: <DonateScreen />,
  'booking-payment': <BookingPaymentScreen />,
  'add-review': <AddReviewScreen />,
  'add-edit-ad': <AdvertEditorScreen />,
  'add-edit-service': <ServiceEditorScreen />,
  'add-submit-confirmation': <SubmitConfirmationScreen />,
  releases: <ReleasesPage />,
  ...(Object.fromEntries(dashboardRoutes.map(({ page }) => [`dashboard-${page}`, <DashboardScreen key={page} page={page} />])) as Record<
    `dashboard-${(typeof dashboardRoutes)[number]['page']}`,
    ReactElement
  >),
};

export function AppRoutes() {
  return (
    <PageLoadBoundary>
      <Suspense
        fallback={
          <p className="page-loading" role="status" aria-busy="true">
            Loading…
          </p>
        }
      >
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
      </Suspense>
    </PageLoadBoundary>
  );
}
