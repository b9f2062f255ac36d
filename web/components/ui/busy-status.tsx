/** A button's busy state, said by a status region present (empty) from the first paint: a changing label alone is not announced. */
export function BusyStatus({ busy, children }: { busy: boolean; children: string }) {
  return (
    <p role="status" className="sr-only">
      {busy ? children : ''}
    </p>
  );
}
