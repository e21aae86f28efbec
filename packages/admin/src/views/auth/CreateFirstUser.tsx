/** Placeholder until this view lands. */
export default function CreateFirstUser() {
  return <main className="auth-page">CreateFirstUser</main>;
}
