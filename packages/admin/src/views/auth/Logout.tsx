/** Placeholder until this view lands. */
export default function Logout() {
  return <main className="auth-page">Logout</main>;
}
