import { describe, expect, it } from 'vitest';
import { communicationEngagementModels } from '@/content/pricing/engagement-models';
import { headlinePrices } from './headline-prices';

describe('headline ("from") prices', () => {
  it('are the lowest price of each list: recording is no call, so voice starts at inbound 0.25', () => {
    expect(headlinePrices).toEqual({
      sms: { kind: 'from', amount: 0.1, per: { unit: 'SMS' } },
      voice: { kind: 'from', amount: 0.25, per: { unit: 'minute' } },
      email: { kind: 'from', amount: 0.018, per: { unit: 'email' } },
      whatsapp: { kind: 'from', amount: 0.33, per: { unit: 'conversation' } },
      webDev: { kind: 'from', amount: 9999 },
      digitalMarketing: { kind: 'from', amount: 2999 },
      design: { kind: 'from', amount: 2499 },
    });
  });

  it('start pay-as-you-go where the SMS page starts', () => {
    const payAsYouGo = communicationEngagementModels.find(({ id }) => id === 'payAsYouGo');
    expect(payAsYouGo?.startsFrom).toEqual(headlinePrices.sms);
  });
});
