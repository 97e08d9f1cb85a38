// The sign-in pages the shell routes to: /login, /register, /forgot-password, /reset-password, and an alert mail's /unsubscribe.
export { LoginPage } from './LoginPage';
export { RegisterPage } from './RegisterPage';
export { ForgotPasswordPage } from './ForgotPasswordPage';
export { ResetPasswordPage } from './ResetPasswordPage';
export { UnsubscribePage } from './UnsubscribePage';
