/**
 * The company's mark, drawn once: in the header and footer, in the share images, and as
 * public/logo.svg for crawlers (a test keeps that file the same drawing).
 */
export function LogoMark({ size, className }: { size?: number; className?: string }) {
  return (
    <svg
      viewBox="0 0 32 32"
      width={size}
      height={size}
      aria-hidden="true"
      className={className}
      xmlns="http://www.w3.org/2000/svg"
    >
      <rect width="32" height="32" rx="8" fill="#2546eb" />
      <path
        d="M8 10.5A2.5 2.5 0 0 1 10.5 8h11A2.5 2.5 0 0 1 24 10.5v7a2.5 2.5 0 0 1-2.5 2.5H15l-4.6 3.7a.6.6 0 0 1-1-.47V20A1.5 1.5 0 0 1 8 18.5Z"
        fill="#fff"
      />
      <circle cx="12.5" cy="14" r="1.4" fill="#2546eb" />
      <circle cx="16" cy="14" r="1.4" fill="#2546eb" />
      <circle cx="19.5" cy="14" r="1.4" fill="#10b981" />
    </svg>
  );
}
