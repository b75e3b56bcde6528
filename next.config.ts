import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';
import { dataDir, rateLimitPerMinute, siteUrl, upstreamApiBase } from './lib/config';

// Fail `next build` and `next start` early, naming the variable, when a value is malformed.
siteUrl();
upstreamApiBase();
rateLimitPerMinute();
dataDir();

const nextConfig: NextConfig = {
  poweredByHeader: false,
  reactStrictMode: true,
};

const withNextIntl = createNextIntlPlugin('./lib/i18n/request.ts');
export default withNextIntl(nextConfig);
