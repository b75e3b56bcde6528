/**
 * The site's endpoints, one place for the forms, the route handlers' callers and the tests.
 * Public contracts: their paths never change (docs/contracts.md).
 */
export const endpoints = {
  /** POST: a demo request. */
  demoRequest: '/api/v1.0/web/demo/req',
  /** POST: a newsletter subscription. */
  subscribe: '/api/v1.0/subscriber/add',
  /** POST: a visitor asks to withdraw consent and erase their details (a link is emailed). */
  erasureRequest: '/api/v1.0/erasure/request',
  /** POST: the erasure link's token, confirming the erasure. */
  erasureConfirm: '/api/v1.0/erasure/confirm',
  /** GET: issues the XSRF-TOKEN cookie that the two POSTs must echo. */
  xsrf: '/api/v1.0/xsrf',
  /** POST: Content-Security-Policy violation reports, from `report-uri` and `report-to`. */
  cspReport: '/api/csp-report',
} as const;
