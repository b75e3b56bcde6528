import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, reportingEndpoints } from './content-security-policy';

const directives = (policy: string) =>
  Object.fromEntries(policy.split('; ').map((directive) => [directive.split(' ')[0], directive]));

describe('the Content-Security-Policy', () => {
  it('allows inline code only by the sources given, and reports to the site', () => {
    const policy = directives(
      contentSecurityPolicy({ scripts: ["'sha256-a'"], styles: ["'nonce-b'"] }),
    );
    expect(policy['script-src']).toBe("script-src 'self' 'sha256-a'");
    expect(policy['style-src']).toBe("style-src 'self' 'nonce-b'");
    expect(policy['frame-ancestors']).toBe("frame-ancestors 'none'");
    expect(policy['object-src']).toBe("object-src 'none'");
    expect(policy['report-uri']).toBe('report-uri /api/csp-report');
    expect(policy['report-to']).toBe('report-to csp');
    expect(reportingEndpoints).toBe('csp="/api/csp-report"');
  });

  it("widens scripts and connections, and nothing else, by the analytics script's origin", () => {
    const without = directives(contentSecurityPolicy({ scripts: [], styles: [] }));
    const widened = directives(
      contentSecurityPolicy({ scripts: [], styles: [] }, 'https://stats.example.net/js/s.js?v=2'),
    );
    expect(widened['script-src']).toBe("script-src 'self' https://stats.example.net");
    expect(widened['connect-src']).toBe("connect-src 'self' https://stats.example.net");
    for (const name of Object.keys(without)) {
      if (name !== 'script-src' && name !== 'connect-src')
        expect(widened[name]).toBe(without[name]);
    }
  });
});
