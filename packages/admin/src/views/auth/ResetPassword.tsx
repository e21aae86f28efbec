/** Placeholder until this view lands. */
export default function ResetPassword() {
  return <main className="auth-page">ResetPassword</main>;
}
