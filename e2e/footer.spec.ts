import { expect, test } from './support/test';
import { messages } from '@/content/messages';
import { footerColumns } from '@/content/navigation';
import { socialLinks } from '@/content/site';

const footer = messages.Footer;

test('the footer has Solutions and Company, the eleven links, three social links and the 2023 copyright', async ({
  page,
}) => {
  await page.goto('/');
  const contentinfo = page.getByRole('contentinfo');
  await expect(contentinfo.getByRole('heading', { name: footer.solutions })).toBeVisible();
  await expect(contentinfo.getByRole('heading', { name: footer.company })).toBeVisible();

  const expected = footerColumns.flatMap((column) => column.links);
  expect(expected.map((l) => l.href)).toEqual([
    '/services/whatsapp',
    '/services/sms',
    '/services/email',
    '/custom-software',
    '/about',
    '/careers',
    '/blog',
    '/contact',
    '/privacy',
    '/terms',
    '/privacy-notice',
  ]);
  for (const link of expected) {
    await expect(
      contentinfo.getByRole('link', { name: footer[link.label], exact: true }),
    ).toHaveAttribute('href', link.href);
  }
  for (const social of socialLinks) {
    await expect(contentinfo.getByRole('link', { name: footer[social.network] })).toHaveAttribute(
      'href',
      social.href,
    );
  }
  await expect(contentinfo).toContainText('© 2023');
});

test('links outside the route table are not prefetched, since they only redirect home', async ({
  page,
}) => {
  const requested: string[] = [];
  page.on('request', (request) => requested.push(new URL(request.url()).pathname));
  const aboutPrefetch = page.waitForRequest(
    (request) => new URL(request.url()).pathname === '/about' && request.url().includes('_rsc'),
  );
  await page.goto('/faq');
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await aboutPrefetch;
  for (const path of ['/careers', '/blog', '/privacy', '/terms', '/custom-software']) {
    expect(requested, path).not.toContain(path);
  }
});
