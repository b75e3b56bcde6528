import type { Price } from './price';

type EngagementModel = {
  id: 'payAsYouGo' | 'monthlySubscription' | 'enterprise';
  startsFrom: Price;
};

/**
 * The communication services' engagement models. Pay-as-you-go starts at the SMS page's "from"
 * price (a unit test holds the two together); the others are quoted.
 */
export const communicationEngagementModels: EngagementModel[] = [
  { id: 'payAsYouGo', startsFrom: { kind: 'from', amount: 0.1, per: { unit: 'SMS' } } },
  { id: 'monthlySubscription', startsFrom: { kind: 'customQuote' } },
  { id: 'enterprise', startsFrom: { kind: 'customQuote' } },
];
