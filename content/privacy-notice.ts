/** The privacy notice's version and date: each lead records the one it was given under. */
export const privacyNoticeVersion = { version: 1, publishedOn: '2026-11-26' } as const;

/** The notice's pages, and the page an erasure link opens, in each language. */
export const privacyNoticePaths = {
  en: { notice: '/privacy-notice', erase: '/privacy-notice/erase' },
  hi: { notice: '/hi/privacy-notice', erase: '/hi/privacy-notice/erase' },
} as const;
