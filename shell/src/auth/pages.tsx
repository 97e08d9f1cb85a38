export function LoginPage() {
  return <h1>Login</h1>;
}
export function RegisterPage() {
  return <h1>Register</h1>;
}
export function ForgotPasswordPage() {
  return <h1>Forgot password</h1>;
}
export function ResetPasswordPage() {
  return <h1>Reset password</h1>;
}
