import { describe, expect, it } from 'vitest';
import { earliestServerDate, latestServerDate, localIsoDate } from './calendar-date';
import { demoRequestSchema } from './demo-request-schema';
import { demoTimeSlots } from './demo-time';

const schema = demoRequestSchema({
  earliestDate: () => '2026-11-22',
  latestDate: () => '2027-11-22',
});

const valid = {
  name: 'Asha Verma',
  email: 'asha@example.in',
  mobile: '9876543210',
  subject: 'communication',
  message: 'We send two lakh OTPs a month.',
  demoDate: '2026-11-22',
  demoTime: '02:30 PM',
  wapNotification: true,
  keepInformed: false,
  connectExpert: true,
};

function errorOf(field: string, value: unknown): string | undefined {
  const result = schema.safeParse({ ...valid, [field]: value });
  if (result.success) return undefined;
  return result.error.issues.find((issue) => issue.path[0] === field)?.message;
}

describe('demo request schema', () => {
  it('accepts a complete request and keeps every field', () => {
    expect(schema.parse(valid)).toEqual(valid);
  });

  it('defaults the subject to empty and both notifications to true', () => {
    const { subject, wapNotification, keepInformed, ...rest } = valid;
    expect([subject, wapNotification, keepInformed]).toHaveLength(3);
    expect(schema.parse(rest)).toMatchObject({
      subject: '',
      wapNotification: true,
      keepInformed: true,
    });
  });

  it.each([
    ['name', '', 'Name is required'],
    ['name', '   ', 'Name is required'],
    ['name', undefined, 'Name is required'],
    ['name', 'A', 'Minimum 2 characters'],
    ['email', '', 'Email is required'],
    ['email', 'asha@', 'Invalid email format'],
    ['email', `${'a'.repeat(65)}@example.in`, 'Invalid email format'],
    [
      'email',
      `${'a'.repeat(64)}@${'b'.repeat(60)}.${'c'.repeat(60)}.${'d'.repeat(60)}.eeeee.in`,
      'Invalid email format',
    ],
    ['mobile', '', 'Phone is required'],
    ['mobile', '98765', '10 digit number required'],
    ['mobile', '98765432101', '10 digit number required'],
    ['mobile', '98765-4321', '10 digit number required'],
    ['message', '', 'Message is required'],
    ['message', 'Too short', 'Minimum 10 characters'],
    ['name', 'A'.repeat(101), 'Maximum 100 characters'],
    ['message', 'm'.repeat(2_001), 'Maximum 2,000 characters'],
    ['demoDate', '2027-11-23', 'Choose a date within a year'],
    ['name', 'Asha\u001b[2J Verma', 'Remove control or text-direction characters'],
    ['name', 'Asha\nVerma', 'Remove control or text-direction characters'],
    ['name', 'Asha \u202eamreV', 'Remove control or text-direction characters'],
    [
      'message',
      'Two lakh OTPs\r\n2026-11-22 demo_request',
      'Remove control or text-direction characters',
    ],
    ['message', 'Two lakh OTPs \u0007 a month', 'Remove control or text-direction characters'],
    ['message', 'Two lakh OTPs \u009b a month', 'Remove control or text-direction characters'],
    ['message', 'Two lakh \u2066OTPs\u2069 a month', 'Remove control or text-direction characters'],
    ['demoDate', '', 'Date is required'],
    ['demoDate', '2026-02-30', 'Enter the date as YYYY-MM-DD'],
    ['demoDate', '2026-11-21', 'Choose today or a later date'],
    ['demoTime', '', 'Time is required'],
    ['demoTime', '14:30', 'Enter the time as hh:mm AM/PM'],
    ['demoTime', '2:30 PM', 'Enter the time as hh:mm AM/PM'],
    ['demoTime', '13:00 PM', 'Enter the time as hh:mm AM/PM'],
    ['subject', 'sales', 'Choose one of the listed subjects'],
    ['connectExpert', false, 'A demo request must ask to connect with an expert'],
    ['connectExpert', undefined, 'A demo request must ask to connect with an expert'],
    ['wapNotification', 'yes', 'Must be true or false'],
  ])('%s = %j: %s', (field, value, message) => {
    expect(errorOf(field, value)).toBe(message);
  });

  it('takes the lengths and dates at their bounds', () => {
    expect(errorOf('name', 'Al')).toBeUndefined();
    expect(errorOf('name', 'A'.repeat(100))).toBeUndefined();
    expect(errorOf('message', '1234567890')).toBeUndefined();
    expect(errorOf('message', 'm'.repeat(2_000))).toBeUndefined();
    expect(errorOf('demoDate', '2027-11-22')).toBeUndefined();
    expect(errorOf('email', `${'a'.repeat(64)}@example.in`)).toBeUndefined();
  });

  it('keeps the newlines of a message, and scripts other than Latin', () => {
    expect(errorOf('message', 'First line\nSecond line')).toBeUndefined();
    expect(errorOf('name', 'आशा वर्मा')).toBeUndefined();
    expect(errorOf('message', 'مرحبا، نرسل رسائل كثيرة')).toBeUndefined();
  });

  it('accepts the 12-hour times at the edges', () => {
    for (const time of ['12:00 AM', '01:05 AM', '11:59 PM', '12:30 PM']) {
      expect(errorOf('demoTime', time)).toBeUndefined();
    }
  });
});

describe('dates', () => {
  it('gives the server a day of slack in UTC at either end, a year counting 29 February as 1 March', () => {
    const now = Date.parse('2028-02-28T03:00:00Z');
    const server = demoRequestSchema({
      earliestDate: () => earliestServerDate(now),
      latestDate: () => latestServerDate(now),
    });
    const takes = (demoDate: string) => server.safeParse({ ...valid, demoDate }).success;
    expect(['2028-02-27', '2029-03-01'].map(takes)).toEqual([true, true]);
    expect(['2028-02-26', '2029-03-02'].map(takes)).toEqual([false, false]);
    expect(localIsoDate(new Date(2026, 0, 5))).toBe('2026-01-05');
  });
});

describe('demo time slots', () => {
  it('covers the day in 12-hour hh:mm AM/PM', () => {
    const slots = demoTimeSlots(30);
    expect(slots).toHaveLength(48);
    expect(slots.slice(0, 3)).toEqual(['12:00 AM', '12:30 AM', '01:00 AM']);
    expect(slots).toContain('12:00 PM');
    expect(slots.at(-1)).toBe('11:30 PM');
  });
});
