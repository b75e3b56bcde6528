import * as z from 'zod/mini';
import {
  ATTRIBUTION_VALUE_MAX_LENGTH,
  CAMPAIGN_PARAMS,
  attributionValue,
  type CampaignParam,
} from '@/lib/attribution/touch';

/**
 * The `attribution` a demo request or subscription carries, as the server accepts it: known keys
 * only, each value a trimmed string of 1 to 200 characters without control characters or bidi
 * overrides. Anything else is dropped, key by key: attribution never makes a submission fail.
 */
const value = z.catch(
  z.optional(
    z.string().check(
      z.trim(),
      z.minLength(1),
      z.maxLength(ATTRIBUTION_VALUE_MAX_LENGTH),
      z.refine((text) => attributionValue(text) === text),
    ),
  ),
  undefined,
);

const touchShape = Object.fromEntries(
  [...CAMPAIGN_PARAMS, 'landingPath', 'referrerOrigin', 'at'].map((key) => [key, value]),
) as Record<CampaignParam | 'landingPath' | 'referrerOrigin' | 'at', typeof value>;

const touch = z.catch(z.optional(z.object(touchShape)), undefined);

export const attributionSchema = z.catch(
  z.optional(z.object({ first: touch, last: touch, formPath: value })),
  undefined,
);

/**
 * What a lead carries: its first and last touch and the page its form was sent from. The browser
 * builds it (lib/attribution), the server takes it through the schema above.
 */
export type LeadAttribution = NonNullable<z.output<typeof attributionSchema>>;
export type LeadTouch = NonNullable<LeadAttribution['first']>;
