/** Where `npm run shots` puts its pictures, and the two widths it takes them at. */
export const SHOTS_DIR = 'shots';

export const shotViewports = [
  { width: 390, height: 844 },
  { width: 1440, height: 900 },
] as const;
export type ShotViewport = (typeof shotViewports)[number];

export function shotFile(name: string, viewport: ShotViewport): string {
  return `${SHOTS_DIR}/${name}@${viewport.width}.png`;
}
