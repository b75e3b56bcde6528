/** The company's mark and word mark; the same drawing as public/logo.svg. */
export function Logo({ name }: { name: string }) {
  return (
    <span className="flex items-center gap-2">
      <svg viewBox="0 0 32 32" aria-hidden="true" className="size-8">
        <rect width="32" height="32" rx="8" fill="#2546eb" />
        <path
          d="M8 10.5A2.5 2.5 0 0 1 10.5 8h11A2.5 2.5 0 0 1 24 10.5v7a2.5 2.5 0 0 1-2.5 2.5H15l-4.6 3.7a.6.6 0 0 1-1-.47V20A1.5 1.5 0 0 1 8 18.5Z"
          fill="#fff"
        />
        <circle cx="12.5" cy="14" r="1.4" fill="#2546eb" />
        <circle cx="16" cy="14" r="1.4" fill="#2546eb" />
        <circle cx="19.5" cy="14" r="1.4" fill="#10b981" />
      </svg>
      <span className="text-lg font-extrabold tracking-tight text-ink">{name}</span>
    </span>
  );
}
