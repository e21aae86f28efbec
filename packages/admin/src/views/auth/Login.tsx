/** Placeholder until this view lands. */
export default function Login() {
  return <main className="auth-page">Login</main>;
}
