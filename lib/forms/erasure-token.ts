// The token rule without zod, so the confirmation page reads the link's token without shipping
// zod; lib/forms/erasure-schema.ts puts it into the endpoint's schema.

/** How long an erasure link works. */
export const ERASURE_LINK_HOURS = 24;

/** The demo request's choices a visitor may withdraw alone, by their field names. */
export const withdrawableChoices = ['wapNotification', 'keepInformed'] as const;
export type WithdrawableChoice = (typeof withdrawableChoices)[number];

/** The single-use token of an erasure link: 32 random bytes, base64url. */
export const ERASURE_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/**
 * The token an erasure link carries in its fragment (`#token=<token>`), or undefined when the
 * fragment has none that could be one (whether it is one of ours, only the server knows).
 */
export function erasureTokenIn(fragment: string): string | undefined {
  const token = new URLSearchParams(fragment.replace(/^#/, '')).get('token')?.trim();
  return token && ERASURE_TOKEN_PATTERN.test(token) ? token : undefined;
}

/** The choice a withdrawal's link names (`&choice=keepInformed`); undefined for an erasure's. */
export function withdrawalIn(fragment: string): WithdrawableChoice | undefined {
  const choice = new URLSearchParams(fragment.replace(/^#/, '')).get('choice');
  return withdrawableChoices.find((known) => known === choice);
}
