/** The favicon's drawing; next/og renders it too (Satori), so it keeps to attributes Satori reads. */
export function BrandMark({ size, className }: { size: number; className?: string }) {
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" className={className}>
      <rect width="32" height="32" rx="8" fill="#12663c" />
      <path d="M22.5 11.5A8 8 0 1 0 24 16" fill="none" stroke="#fff" strokeWidth="2.5" strokeLinecap="round" />
      <path
        d="M24.5 7.5v5h-5"
        fill="none"
        stroke="#fff"
        strokeWidth="2.5"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
