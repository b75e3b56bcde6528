import { localIsoDate } from '@/lib/forms/calendar-date';

/** 'YYYY-MM-DD', `days` from today on this machine (the browser's time zone too). */
export function dateFromToday(days: number): string {
  return localIsoDate(new Date(Date.now() + days * 24 * 60 * 60 * 1000));
}

/** A valid demo request as the endpoint takes it (what the contact page's form sends). */
export function demoRequestBody(email: string) {
  return {
    name: 'Asha Verma',
    email,
    mobile: '9876543210',
    subject: 'digital',
    message: 'A new storefront with WhatsApp ordering.',
    demoDate: dateFromToday(5),
    demoTime: '11:00 AM',
    wapNotification: false,
    keepInformed: true,
    connectExpert: true,
  };
}
