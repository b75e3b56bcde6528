/**
 * The HEALTH_TOKEN of every server the tests start (playwright.config.ts, startSiteServer): its
 * bearer reads health's counts (`Authorization: Bearer <token>`).
 */
export const TEST_HEALTH_TOKEN = 'test-health-token-0123456789abcdef';
