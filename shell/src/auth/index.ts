// The sign-in pages the shell routes to: /login, /register, /forgot-password, /reset-password, an alert mail's /unsubscribe and
// a new account's /verify-email.
export { LoginPage } from './LoginPage';
export { RegisterPage } from './RegisterPage';
export { ForgotPasswordPage } from './ForgotPasswordPage';
export { ResetPasswordPage } from './ResetPasswordPage';
export { UnsubscribePage } from './UnsubscribePage';
export { VerifyEmailPage } from './VerifyEmailPage';
