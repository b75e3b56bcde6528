import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { Icon } from '@/components/icons/icon';
import { SocialLinks } from '@/components/layout/social-links';
import type { IconName } from '@/content/icons';
import { site } from '@/content/site';

function InfoItem({
  icon,
  title,
  children,
}: {
  icon: IconName;
  title: string;
  children: ReactNode;
}) {
  return (
    <li className="flex gap-4">
      <span className="flex size-11 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-700">
        <Icon name={icon} className="size-5" />
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
        <InfoItem icon="mail" title={t('email')}>
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
