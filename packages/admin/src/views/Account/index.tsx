/** Placeholder until this view lands. */
export default function View() {
  return <div className="page">Account</div>;
}
