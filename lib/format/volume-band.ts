import type { VolumeBand } from '@/content/pricing/tiers';
import { formatCount } from './rupees';

/** '0–50,000', '50,001–2,00,000', '10,00,001+' (Indian digit grouping). */
export function formatVolumeBand({ minVolume, maxVolume }: VolumeBand): string {
  return maxVolume === undefined
    ? `${formatCount(minVolume)}+`
    : `${formatCount(minVolume)}–${formatCount(maxVolume)}`;
}
