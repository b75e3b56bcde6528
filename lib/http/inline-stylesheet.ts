import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PHASE_PRODUCTION_BUILD } from 'next/constants';

/**
 * What the build wrote (scripts/build-if-needed.mjs): the stylesheet's URL, its CSS and the
 * policy's source expression for it.
 */
export const INLINE_STYLESHEET_FILE = 'inline-stylesheet.json';

type InlineStylesheet = { href: string; css: string; hash: string };

let read: InlineStylesheet | null | undefined;

/**
 * The site's stylesheet, for a page rendered per request to carry inline, with the hash its
 * policy allows it by; none in `next dev`, while `next build` renders (a file left by a former
 * build would be stale), or when the build wrote none (such a page then links the stylesheet).
 */
export function inlineStylesheet(): InlineStylesheet | null {
  if (process.env.NODE_ENV !== 'production' || process.env.NEXT_PHASE === PHASE_PRODUCTION_BUILD)
    return null;
  if (read !== undefined) return read;
  const file = join(process.cwd(), process.env.BUILT_DIST_DIR || '.next', INLINE_STYLESHEET_FILE);
  if (!existsSync(file)) return (read = null);
  return (read = JSON.parse(readFileSync(file, 'utf8')) as InlineStylesheet);
}
