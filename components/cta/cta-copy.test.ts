import { describe, expect, it } from 'vitest';
import { messages } from '@/content/messages';

describe('call-to-action block types', () => {
  it('communication: Transform Your Business Communications / Join 5,000+ enterprises', () => {
    expect(messages.Cta.communication.title).toBe('Transform Your Business Communications');
    expect(messages.Cta.communication.subtitle).toMatch(/^Join 5,000\+ enterprises\b/);
  });

  it('development: Build Your Digital Solution / Join 1,200+ businesses', () => {
    expect(messages.Cta.development.title).toBe('Build Your Digital Solution');
    expect(messages.Cta.development.subtitle).toMatch(/^Join 1,200\+ businesses\b/);
  });
});
