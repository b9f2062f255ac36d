/**
 * A status region for a button's busy state: present (and empty) from the
 * first paint, so a screen reader announces the words when they appear; a
 * button's changing label alone is not announced.
 */
export function BusyStatus({ busy, children }: { busy: boolean; children: string }) {
  return (
    <p role="status" className="sr-only">
      {busy ? children : ''}
    </p>
  );
}
