import { createHash, timingSafeEqual } from 'node:crypto';

function digest(text: string) {
  return createHash('sha256').update(text).digest();
}

/**
 * Whether the request carries `Authorization: Bearer <secret>`. The two are compared as SHA-256
 * digests in constant time, so neither the answer's timing nor the secret's length is told.
 */
export function hasBearer(request: Request, secret: string): boolean {
  const given = /^Bearer (.+)$/.exec(request.headers.get('authorization') ?? '')?.[1] ?? '';
  return timingSafeEqual(digest(given), digest(secret));
}
