/** A seeded generator (mulberry32), so that a failing fuzz run can be replayed with FUZZ_SEED. */
export function randomSource(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  const pick = <T>(options: readonly T[]): T => options[Math.floor(next() * options.length)] as T;
  const chance = (p: number) => next() < p;
  const text = (length: number) =>
    Array.from({ length }, () =>
      String.fromCodePoint(
        pick([0, 0x1b, 0x202e, 0xd800, 0xfeff, 0x41 + Math.floor(next() * 26), 0x10ffff]),
      ),
    ).join('');
  return { next, pick, chance, text };
}

export type Random = ReturnType<typeof randomSource>;
