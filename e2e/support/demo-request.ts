import { expect, type Page } from './test';
import { messages } from '@/content/messages';
import { dateFromToday } from '@/testing/demo-request-body';

export { dateFromToday, demoRequestBody } from '@/testing/demo-request-body';

const fields = messages.DemoRequestForm.fields;

type DemoFormValues = {
  name: string;
  email: string;
  mobile: string;
  subject?: 'communication' | 'digital' | 'other';
  message: string;
  demoDate: string;
  demoTime: string;
};

export function demoValues(email: string): DemoFormValues {
  return {
    name: 'Asha Verma',
    email,
    mobile: '9876543210',
    subject: 'communication',
    message: 'We send about two lakh OTPs a month.',
    demoDate: dateFromToday(3),
    demoTime: '02:30 PM',
  };
}

/** Fills the contact page's demo-request form the way a visitor would. */
export async function fillDemoForm(page: Page, values: DemoFormValues) {
  await page.getByLabel(fields.name.label).fill(values.name);
  await page.getByLabel(fields.email.label).fill(values.email);
  await page.getByLabel(fields.mobile.label).fill(values.mobile);
  if (values.subject) {
    await page.getByLabel(fields.subject.label).selectOption(values.subject);
  }
  await page.getByLabel(fields.message.label).fill(values.message);
  await page.getByLabel(fields.demoDate.label).fill(values.demoDate);
  await page.getByLabel(fields.demoTime.label).selectOption(values.demoTime);
}

/** The demo form's submit button. */
export function submitButton(page: Page) {
  return page.getByRole('button', { name: messages.DemoRequestForm.submit });
}

/** The field is marked invalid, described by the message, and the message is on screen. */
export async function expectError(page: Page, label: string, message: string) {
  const field = page.getByLabel(label);
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(field).toHaveAccessibleDescription(new RegExp(message));
  await expect(page.getByText(message, { exact: true })).toBeVisible();
}
