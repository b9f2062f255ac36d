/** A list whose items each start with a small brand-coloured sign (✓ for what is included, → for what to do next). */
export function MarkedList({
  items,
  marker = '✓',
  className,
}: {
  items: string[];
  marker?: '✓' | '→';
  className: string;
}) {
  return (
    <ul className={className}>
      {items.map((item) => (
        <li key={item} className="flex gap-2">
          <span aria-hidden="true" className="font-bold text-brand-700">
            {marker}
          </span>
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}
