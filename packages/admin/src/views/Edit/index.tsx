/** Placeholder until this view lands. */
export default function EditView(_props: { kind: 'collection' | 'global' }) {
  return <div className="page">Edit</div>;
}
