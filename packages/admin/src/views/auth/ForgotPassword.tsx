/** Placeholder until this view lands. */
export default function ForgotPassword() {
  return <main className="auth-page">ForgotPassword</main>;
}
