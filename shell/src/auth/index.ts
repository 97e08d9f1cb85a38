// The sign-in pages (owned by the auth work): LoginPage, RegisterPage, ForgotPasswordPage, ResetPasswordPage.
export { LoginPage, RegisterPage, ForgotPasswordPage, ResetPasswordPage } from './pages';
