import { LogoMark } from './logo-mark';

/** The company's mark and word mark. */
export function Logo({ name }: { name: string }) {
  return (
    <span className="flex items-center gap-2">
      <LogoMark className="size-8" />
      <span className="text-lg font-extrabold tracking-tight text-ink">{name}</span>
    </span>
  );
}
