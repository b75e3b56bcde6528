import { describe, expect, it } from 'vitest';
import { formatVolumeBand } from './volume-band';

describe('formatVolumeBand', () => {
  it('prints bounds with Indian grouping and open-ended bands with a plus', () => {
    expect(formatVolumeBand({ minVolume: 0, maxVolume: 50_000 })).toBe('0–50,000');
    expect(formatVolumeBand({ minVolume: 50_001, maxVolume: 200_000 })).toBe('50,001–2,00,000');
    expect(formatVolumeBand({ minVolume: 1_000_001 })).toBe('10,00,001+');
  });
});
