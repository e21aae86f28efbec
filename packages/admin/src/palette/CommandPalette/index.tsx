/** Placeholder until the palette lands. */
export default function CommandPalette(_props: { isOpen: boolean; onOpenChange: (open: boolean) => void }) {
  return null;
}
