import { logoMarkDrawing } from '@/content/logo-mark';

/**
 * The company's mark, drawn once: in the header and footer, in the share images, and as
 * public/logo.svg for crawlers (a test keeps that file the same drawing).
 */
export function LogoMark({ size, className }: { size?: number; className?: string }) {
  const { size: box, radius, fill, bubble, dots, dotRadius } = logoMarkDrawing;
  return (
    <svg
      viewBox={`0 0 ${box} ${box}`}
      width={size}
      height={size}
      aria-hidden="true"
      className={className}
      xmlns="http://www.w3.org/2000/svg"
    >
      <rect width={box} height={box} rx={radius} fill={fill} />
      <path d={bubble.d} fill={bubble.fill} />
      {dots.map((dot) => (
        <circle key={dot.cx} cx={dot.cx} cy={dot.cy} r={dotRadius} fill={dot.fill} />
      ))}
    </svg>
  );
}

/** The company's mark and word mark. */
export function Logo({ name }: { name: string }) {
  return (
    <span className="flex items-center gap-2">
      <LogoMark className="size-8" />
      <span className="text-lg font-extrabold tracking-tight text-ink">{name}</span>
    </span>
  );
}
