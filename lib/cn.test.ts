import { describe, expect, it } from 'vitest';
import { cn } from './cn';

describe('cn', () => {
  it("lets a caller's utility override the theme's own tokens", () => {
    expect(cn('max-w-content px-gutter', 'max-w-3xl')).toBe('px-gutter max-w-3xl');
    expect(cn('text-headline', 'text-2xl')).toBe('text-2xl');
    expect(cn('rounded-card', 'rounded-none')).toBe('rounded-none');
    expect(cn('py-section', 'py-4')).toBe('py-4');
  });

  it('keeps a text colour and a text size side by side', () => {
    expect(cn('text-title', 'text-ink')).toBe('text-title text-ink');
  });
});
