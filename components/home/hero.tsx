import Link from 'next/link';
import { ButtonLink } from '@/components/ui/button-link';
import { Card } from '@/components/ui/card';
import { Container } from '@/components/ui/container';
import { heroCards } from '@/content/home';
import { Icon } from '@/components/icons/icon';
import { getCopy } from '@/lib/i18n/copy';

const claims = ['uptime', 'soc2', 'support'] as const;

/**
 * The home hero: headline, Get In Touch, the trust claims and the three service cards.
 * Rendered on the server with no reveal animation: its headline is the page's LCP element.
 */
export function Hero() {
  const { copy } = getCopy('Home');
  const { claims: claimCopy } = getCopy('Common').copy;
  return (
    <section className="bg-gradient-to-b from-brand-50 to-white py-14 sm:py-20">
      <Container className="grid grid-cols-1 items-center gap-12 lg:grid-cols-[1.1fr_1fr]">
        <div>
          <h1 className="text-[2rem] font-extrabold tracking-tight text-ink min-[360px]:text-4xl sm:text-display">
            {copy.title}
          </h1>
          <p className="mt-5 max-w-xl text-lg text-ink-muted">{copy.intro}</p>
          <ButtonLink href="/contact" size="lg" className="mt-8">
            {copy.hero.getInTouch}
            <Icon name="arrowRight" className="size-5" />
          </ButtonLink>
          <ul
            aria-label={copy.hero.claimsLabel}
            className="mt-8 flex flex-wrap gap-x-6 gap-y-3 text-sm font-medium text-ink"
          >
            {claims.map((claim) => (
              <li key={claim} className="flex items-center gap-2">
                <Icon name="check" className="size-5 text-accent-600" />
                {claimCopy[claim]}
              </li>
            ))}
          </ul>
        </div>

        <ul aria-label={copy.hero.cardsLabel} className="grid gap-4 sm:grid-cols-2">
          {heroCards.map((card) => (
            <Card as="li" key={card.key} className="relative flex flex-col">
              <h2 className="text-title text-ink">{copy.hero.cards[card.key].title}</h2>
              <ul className="mt-4 flex-1 space-y-2 text-sm text-ink-muted">
                {card.items.map((item) => (
                  <li key={item} className="flex items-start gap-2">
                    <Icon name="check" className="mt-0.5 size-4 text-brand-600" />
                    {copy.hero.items[item]}
                  </li>
                ))}
              </ul>
              <Link
                href={card.href}
                className="mt-5 inline-flex items-center gap-1 text-sm font-semibold text-brand-700 after:absolute after:inset-0 after:rounded-card hover:underline"
              >
                {copy.hero.cards[card.key].link}
                <Icon name="arrowRight" className="size-4" />
              </Link>
            </Card>
          ))}
          <li className="flex flex-col justify-center rounded-card border-2 border-dashed border-brand-200 bg-brand-50/60 p-6 sm:col-span-2">
            <h2 className="text-title text-brand-900">{copy.hero.comingSoon.title}</h2>
            <p className="mt-2 text-sm text-ink-muted">{copy.hero.comingSoon.text}</p>
          </li>
        </ul>
      </Container>
    </section>
  );
}
