import type { PropsWithChildren } from 'react';
import { Icon } from '@/components/icons/icon';
import { SocialLinks } from '@/components/layout/social-links';
import { Heading } from '@/components/sections/heading';
import type { IconName } from '@/content/icons';
import { site } from '@/content/site';
import { getCopy } from '@/lib/i18n/copy';

function InfoItem({ icon, title, children }: PropsWithChildren<{ icon: IconName; title: string }>) {
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
export function ContactInfo() {
  const copy = getCopy('Contact').copy.info;
  const { address } = site;
  return (
    <section aria-labelledby="contact-info-title">
      <Heading id="contact-info-title" size="column">
        {copy.title}
      </Heading>
      <p className="mt-3 text-ink-muted">{copy.intro}</p>
      <ul className="mt-8 space-y-6">
        <InfoItem icon="phone" title={copy.phone}>
          <a href={site.phoneHref} className="font-medium text-brand-700 hover:underline">
            {site.phone}
          </a>
        </InfoItem>
        <InfoItem icon="mail" title={copy.email}>
          <a href={`mailto:${site.email}`} className="font-medium text-brand-700 hover:underline">
            {site.email}
          </a>
          <p className="mt-1 text-sm">{copy.emailReply}</p>
        </InfoItem>
        <InfoItem icon="location" title={copy.headquarters}>
          <address className="not-italic">
            {address.street}
            <br />
            {address.locality}, {address.region} {address.postalCode}
          </address>
          <p className="mt-1 text-sm">{copy.appointmentOnly}</p>
        </InfoItem>
        <InfoItem icon="clock" title={copy.hours}>
          <p>{copy.hoursValue}</p>
        </InfoItem>
      </ul>
      <h3 className="mt-10 font-semibold text-ink">{copy.social}</h3>
      <SocialLinks tone="dark" className="mt-3" />
    </section>
  );
}
