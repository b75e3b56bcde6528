'use client';

import { useEffect } from 'react';
import { recordLanding } from '@/lib/attribution/attribution-storage';

/** Keeps the campaign parameters of the page a visitor lands on (browser storage, no cookie). */
export function AttributionCapture() {
  useEffect(recordLanding, []);
  return null;
}
