/** Simulated submission: 'Submitting...' for 1 s, then the thanks message for 5 s. */
export const notifyTimings = { submitMs: 1000, messageMs: 5000 } as const;
