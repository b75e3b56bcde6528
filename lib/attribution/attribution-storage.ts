import type { LeadAttribution } from '@/lib/forms/attribution-schema';
import { liveAttribution, recordTouch, touchFromLanding, type StoredAttribution } from './touch';

/**
 * The browser side of attribution: first-party localStorage, never a cookie, so pages stay
 * cacheable. Storage may be blocked or throw (private modes, full quota): then nothing is kept and
 * the forms send without attribution.
 */
const STORAGE_KEY = 'sd-attribution';

function read(): StoredAttribution {
  try {
    const parsed: unknown = JSON.parse(window.localStorage.getItem(STORAGE_KEY) ?? '{}');
    return typeof parsed === 'object' && parsed !== null ? parsed : {};
  } catch {
    return {};
  }
}

/** Records this page load as a touch when its URL carries campaign parameters. */
export function recordLanding(): void {
  try {
    const now = new Date();
    const touch = touchFromLanding(new URL(window.location.href), document.referrer, now);
    if (!touch) return;
    window.localStorage.setItem(STORAGE_KEY, JSON.stringify(recordTouch(read(), touch, now)));
  } catch {
    // Storage refused: the visit simply carries no attribution.
  }
}

/** What a lead sent from this page carries. */
export function currentAttribution(): LeadAttribution {
  return { ...liveAttribution(read(), new Date()), formPath: window.location.pathname };
}

/** Forgets every visit this browser noted: after its visitor erased their details. */
export function forgetAttribution(): void {
  try {
    window.localStorage.removeItem(STORAGE_KEY);
  } catch {
    // Storage refused: it held nothing.
  }
}
