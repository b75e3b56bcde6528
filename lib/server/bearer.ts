import { createHash, timingSafeEqual } from 'node:crypto';
import { jsonReply } from './replies';

const digest = (text: string) => createHash('sha256').update(text).digest();

/**
 * Whether the request carries `Authorization: Bearer <secret>`; never without a secret. The two
 * are compared as SHA-256 digests in constant time, so neither the answer's timing nor the
 * secret's length is told.
 */
export function hasBearer(request: Request, secret: string | undefined): boolean {
  const given = /^Bearer (.+)$/.exec(request.headers.get('authorization') ?? '')?.[1] ?? '';
  return secret !== undefined && timingSafeEqual(digest(given), digest(secret));
}

/** The answer to a request whose bearer token is missing or wrong. */
export const unauthorised = () =>
  jsonReply(401, { statusCode: 401, message: 'Unauthorised.' }, { 'WWW-Authenticate': 'Bearer' });
