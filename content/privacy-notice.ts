/** The privacy notice's version and date: each lead records the one it was given under. */
export const privacyNoticeVersion = { version: 1, publishedOn: '2026-11-26' } as const;
