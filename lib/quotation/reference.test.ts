import { describe, expect, it } from 'vitest';
import { readQuoteRequest } from '@/lib/pricing/quote-request';
import { quotationFileName, quotationReference } from './reference';

const referenceOf = (channel: string, params: Record<string, string>) =>
  quotationReference(readQuoteRequest(channel, params)!);

describe('quotation references', () => {
  it('name the channel and a short hash of the quote, the same however its link spells it', () => {
    expect(referenceOf('sms', { transactional: '100000' })).toBe('Q-SMS-D4AAAB');
    expect(referenceOf('whatsapp', { marketing: '5000' })).toBe('Q-WHATSAPP-104517');
    for (const params of <Record<string, string>[]>[
      { transactional: '100000', parts: '2' },
      { parts: '2', transactional: '1,00,000' },
      { transactional: '100000', parts: '2', ref: 'rep-17', utm_source: 'whatsapp' },
      { transactional: '100000', parts: '2', promotional: '0', fax: '3' },
    ]) {
      expect(referenceOf('sms', params), JSON.stringify(params)).toBe('Q-SMS-5A05D8');
    }
  });

  it('differ when the volumes, the parts or the channel differ', () => {
    const references = new Set([
      referenceOf('sms', { transactional: '100000', parts: '2' }),
      referenceOf('sms', { transactional: '100000', parts: '3' }),
      referenceOf('sms', { transactional: '100001', parts: '2' }),
      referenceOf('sms', { promotional: '100000', parts: '2' }),
      referenceOf('email', { emails: '100000' }),
    ]);
    expect(references.size).toBe(5);
    expect(quotationFileName('sms', 'Q-"x"/..\\;\r\n')).toBe('quotation-sms-Q-x...pdf');
  });
});
