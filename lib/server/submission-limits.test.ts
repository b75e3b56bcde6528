import { afterEach, describe, expect, it, vi } from 'vitest';

const leadStore = vi.fn();
vi.mock('./store/open-lead-store', () => ({ leadStore: () => leadStore() }));

const { spendSubmissionAllowance } = await import('./submission-limits');
const { processSlot } = await import('./process-slot');

const headers = new Headers({ 'x-forwarded-for': '203.0.113.7' });

afterEach(() => {
  processSlot('submission-limiter').value = undefined;
  leadStore.mockReset();
});

describe('spendSubmissionAllowance', () => {
  it('lets a submission through while the store cannot open, and asks the store again next time', async () => {
    const consume = vi.fn().mockRejectedValueOnce({ msBeforeNext: 30_500 });
    leadStore
      .mockRejectedValueOnce(new Error('store locked'))
      .mockResolvedValue({ rateLimiter: () => ({ consume }) });

    expect(await spendSubmissionAllowance('newsletter_subscription', headers)).toBeUndefined();
    // The store opens now: the limit applies again, and refuses with its wait.
    expect(await spendSubmissionAllowance('newsletter_subscription', headers)).toEqual({
      retryAfterSeconds: 31,
    });
    expect(leadStore).toHaveBeenCalledTimes(2);
    expect(consume).toHaveBeenCalledTimes(1);
  });
});
