import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from './support/test';
import { demoValues, fillDemoForm } from './support/demo-request';
import { leadsCli } from './support/leads';
import { startSiteServer } from '@/testing/site-server';
import { uniqueMarker } from '@/testing/upstream';
import { messages } from '@/content/messages';
import { endpoints } from '@/lib/http/endpoints';

const form = messages.DemoRequestForm;
const leads = (dataDir: string, ...args: string[]) => leadsCli({ DATA_DIR: dataDir }, ...args);

test('with no upstream, a demo request made in the browser survives a restart @smoke', async ({
  page,
  playwright,
}) => {
  test.setTimeout(90_000);
  const dataDir = mkdtempSync(join(tmpdir(), 'leads-'));
  const env = { UPSTREAM_API_BASE: undefined, DATA_DIR: dataDir, RATE_LIMIT_PER_MINUTE: '100' };
  try {
    const first = await startSiteServer(env);
    const marker = uniqueMarker('stored');
    const email = `${marker}@example.in`;
    try {
      await page.goto(`${first.url}/contact`);
      await fillDemoForm(page, demoValues(email));
      await page.getByRole('button', { name: form.submit }).click();
      await expect(page.getByRole('region', { name: form.success.title })).toBeVisible();
    } finally {
      await first.stop();
    }

    const second = await startSiteServer(env);
    const subscriber = `${marker}-news@example.in`;
    try {
      const request = await playwright.request.newContext({ baseURL: second.url });
      const token = randomBytes(32).toString('base64url');
      const response = await request.post(endpoints.subscribe, {
        headers: { cookie: `XSRF-TOKEN=${token}`, 'x-xsrf-token': token },
        data: { email: subscriber },
      });
      expect(await response.json()).toEqual({
        statusCode: 200,
        message: 'Thanks for subscribing to our newsletter!',
      });
      await request.dispose();
    } finally {
      await second.stop();
    }

    const listing = await leads(dataDir);
    expect(listing).toContain(email);
    expect(listing).toContain('Asha Verma');
    expect(listing).toContain('02:30 PM');
    expect(listing.indexOf(subscriber)).toBeLessThan(listing.indexOf(`email: ${email}`));

    const csv = (await leads(dataDir, '--csv')).trim().split('\r\n');
    expect(csv[0]).toMatch(
      /^created_at,id,kind,status,deliveries,refusals,email,name,mobile,subject,/,
    );
    expect(csv).toHaveLength(3);
    expect(csv[1]).toContain(`newsletter_subscription,kept,,,${subscriber}`);
    expect(csv[2]).toContain(`demo_request,kept,,,${email},Asha Verma,9876543210,communication,`);
    // As sent: the form's opt-ins stay as the visitor left them.
    expect(csv[2]).toContain(',true,true,true,');
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
});
