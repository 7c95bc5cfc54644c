/** The editor's hint for a Car Rent block without offers (an English tool, ADR 091). */
export function EditorHint({ className }: { className?: string }) {
  return <p className={className}>Add a rental offer (a group).</p>
}
