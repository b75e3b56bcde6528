import type { TierId } from './tiers';

export type AddOnPrice =
  | { kind: 'monthly'; amount: number; from: boolean }
  | { kind: 'oneTime'; amount: number; orMore: boolean }
  | { kind: 'included' }
  | { kind: 'includedInTier'; tier: TierId };

/** An add-on; its id names it in its page's messages, which type the pages' ids. */
export type AddOn = {
  id: string;
  price: AddOnPrice;
  /** The lowest tier the add-on is offered on, where it is not offered on every tier. */
  fromTier?: TierId;
};

/** Add-ons by page. Names and notes are copy, in the pages' messages. */
export const smsAddOns = [
  { id: 'virtualNumber', price: { kind: 'monthly', amount: 1_500, from: true } },
  { id: 'chatbot', price: { kind: 'monthly', amount: 3_000, from: true } },
  { id: 'crmErpIntegration', price: { kind: 'oneTime', amount: 5_000, orMore: true } },
  { id: 'slaDelivery', price: { kind: 'includedInTier', tier: 'enterprise' } },
] as const satisfies readonly AddOn[];

export const voiceAddOns = [
  { id: 'virtualNumber', price: { kind: 'monthly', amount: 750, from: false } },
  { id: 'tollFreeNumber', price: { kind: 'monthly', amount: 1_500, from: true } },
  { id: 'voiceBot', price: { kind: 'monthly', amount: 4_000, from: true } },
] as const satisfies readonly AddOn[];

/** A dedicated sending IP, 2,000 a month, offered from the Scale tier up. */
export const emailDedicatedIp = {
  id: 'dedicatedIp',
  price: { kind: 'monthly', amount: 2_000, from: false },
  fromTier: 'scale',
} as const satisfies AddOn;

export const emailAddOns = [
  emailDedicatedIp,
  { id: 'ipWarmup', price: { kind: 'oneTime', amount: 3_500, orMore: false } },
  { id: 'crmIntegration', price: { kind: 'oneTime', amount: 5_000, orMore: false } },
] as const satisfies readonly AddOn[];

export const whatsappAddOns = [
  { id: 'chatbot', price: { kind: 'monthly', amount: 3_000, from: true } },
  { id: 'businessVerification', price: { kind: 'included' } },
  { id: 'templateApproval', price: { kind: 'included' } },
] as const satisfies readonly AddOn[];
