/** Placeholder mount point: its owner replaces this file with the real island. */
export default function ProductPicker(_props: Record<string, unknown>) {
  return null;
}
