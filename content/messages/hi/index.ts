// The translated namespaces: each has the English one's shape (content/messages/index.ts).
export { default as ErasureConfirmation } from './erasure-confirmation.json' with { type: 'json' };
export { default as ErasureLink } from './erasure-link.json' with { type: 'json' };
export { default as ErasureRequest } from './erasure-request.json' with { type: 'json' };
export { default as PrivacyNotice } from './privacy-notice.json' with { type: 'json' };
