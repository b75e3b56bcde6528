import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from './support/test';
import { demoValues, fillDemoForm } from './support/demo-request';
import { leadsCli, submit } from './support/leads';
import { withServer } from './support/test-servers';
import { uniqueMarker } from '@/testing/upstream';
import { messages } from '@/content/messages';
import { endpoints } from '@/lib/http/endpoints';

test('with no upstream, a demo request made in the browser survives a restart', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const dataDir = mkdtempSync(join(tmpdir(), 'leads-'));
  const env = { UPSTREAM_API_BASE: undefined, DATA_DIR: dataDir, RATE_LIMIT_PER_MINUTE: '100' };
  const marker = uniqueMarker('stored');
  const [email, subscriber] = [`${marker}@example.in`, `${marker}-news@example.in`];
  try {
    await withServer(env, async (server) => {
      await page.goto(`${server.url}/contact`);
      await fillDemoForm(page, demoValues(email));
      await page.getByRole('button', { name: messages.DemoRequestForm.submit }).click();
      await expect(
        page.getByRole('region', { name: messages.DemoRequestForm.success.title }),
      ).toBeVisible();
    });
    await withServer(env, async (server) => {
      expect((await submit(server, endpoints.subscribe, { email: subscriber })).json).toEqual({
        statusCode: 200,
        message: 'Thanks for subscribing to our newsletter!',
      });
    });

    const listing = await leadsCli({ DATA_DIR: dataDir });
    for (const shown of [email, 'Asha Verma', '02:30 PM']) expect(listing).toContain(shown);
    expect(listing.indexOf(subscriber)).toBeLessThan(listing.indexOf(`email: ${email}`));
    const csv = (await leadsCli({ DATA_DIR: dataDir }, '--csv')).trim().split('\r\n');
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
