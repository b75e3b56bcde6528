import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { SocialLinks } from '@/components/layout/social-links';
import { site } from '@/content/site';

const icons = {
  phone:
    'M3 5.5A2.5 2.5 0 0 1 5.5 3h1.9a1 1 0 0 1 1 .8l.9 4a1 1 0 0 1-.5 1.1l-1.6.9a11 11 0 0 0 7 7l.9-1.6a1 1 0 0 1 1.1-.5l4 .9a1 1 0 0 1 .8 1v1.9a2.5 2.5 0 0 1-2.5 2.5C10.1 21 3 13.9 3 5.5Z',
  email:
    'M3 6.5A1.5 1.5 0 0 1 4.5 5h15A1.5 1.5 0 0 1 21 6.5v11a1.5 1.5 0 0 1-1.5 1.5h-15A1.5 1.5 0 0 1 3 17.5v-11Zm1.5.4V7l7.5 5.3L19.5 7v-.1h-15Z',
  location:
    'M12 2a7 7 0 0 0-7 7c0 5.3 7 13 7 13s7-7.7 7-13a7 7 0 0 0-7-7Zm0 9.5A2.5 2.5 0 1 1 12 6.5a2.5 2.5 0 0 1 0 5Z',
  clock: 'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20Zm.8 5v4.7l3.6 2.1-.8 1.4-4.4-2.6V7h1.6Z',
} as const;

function InfoItem({
  icon,
  title,
  children,
}: {
  icon: keyof typeof icons;
  title: string;
  children: ReactNode;
}) {
  return (
    <li className="flex gap-4">
      <span className="flex size-11 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-700">
        <svg viewBox="0 0 24 24" fill="currentColor" aria-hidden="true" className="size-5">
          <path d={icons[icon]} />
        </svg>
      </span>
      <div>
        <h3 className="font-semibold text-ink">{title}</h3>
        <div className="mt-1 text-ink-muted">{children}</div>
      </div>
    </li>
  );
}

/** The contact page's first column: phone, email, headquarters, hours and social links. */
export async function ContactInfo() {
  const t = await getTranslations('Contact.info');
  const { address } = site;
  return (
    <section aria-labelledby="contact-info-title">
      <h2 id="contact-info-title" className="text-2xl font-bold text-ink sm:text-title">
        {t('title')}
      </h2>
      <p className="mt-3 text-ink-muted">{t('intro')}</p>
      <ul className="mt-8 space-y-6">
        <InfoItem icon="phone" title={t('phone')}>
          <a href={site.phoneHref} className="font-medium text-brand-700 hover:underline">
            {site.phone}
          </a>
        </InfoItem>
        <InfoItem icon="email" title={t('email')}>
          <a href={`mailto:${site.email}`} className="font-medium text-brand-700 hover:underline">
            {site.email}
          </a>
          <p className="mt-1 text-sm">{t('emailReply')}</p>
        </InfoItem>
        <InfoItem icon="location" title={t('headquarters')}>
          <address className="not-italic">
            {address.street}
            <br />
            {address.locality}, {address.region} {address.postalCode}
          </address>
          <p className="mt-1 text-sm">{t('appointmentOnly')}</p>
        </InfoItem>
        <InfoItem icon="clock" title={t('hours')}>
          <p>{t('hoursValue')}</p>
        </InfoItem>
      </ul>
      <h3 className="mt-10 font-semibold text-ink">{t('social')}</h3>
      <SocialLinks tone="dark" className="mt-3" />
    </section>
  );
}
