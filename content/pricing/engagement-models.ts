import { smsFromRate } from './sms';

export type EngagementModel = {
  id: 'payAsYouGo' | 'monthlySubscription' | 'enterprise';
  /** Per-SMS starting rate, or 'custom' for a quote. */
  startsFrom: { amount: number; unit: 'SMS' } | 'custom';
};

/** The communication services' engagement models (spec §9); pay-as-you-go follows the SMS rates. */
export const communicationEngagementModels: EngagementModel[] = [
  { id: 'payAsYouGo', startsFrom: { amount: smsFromRate, unit: 'SMS' } },
  { id: 'monthlySubscription', startsFrom: 'custom' },
  { id: 'enterprise', startsFrom: 'custom' },
];
