// One namespace per page or component; the file name is the namespace in kebab-case.
import about from './en/about.json' with { type: 'json' };
import comingSoon from './en/coming-soon.json' with { type: 'json' };
import common from './en/common.json' with { type: 'json' };
import communicationOverview from './en/communication-overview.json' with { type: 'json' };
import contact from './en/contact.json' with { type: 'json' };
import cta from './en/cta.json' with { type: 'json' };
import demoRequestForm from './en/demo-request-form.json' with { type: 'json' };
import design from './en/design.json' with { type: 'json' };
import digitalMarketing from './en/digital-marketing.json' with { type: 'json' };
import digitalOverview from './en/digital-overview.json' with { type: 'json' };
import email from './en/email.json' with { type: 'json' };
import erasureConfirmation from './en/erasure-confirmation.json' with { type: 'json' };
import erasureLink from './en/erasure-link.json' with { type: 'json' };
import erasureNotice from './en/erasure-notice.json' with { type: 'json' };
import erasureRequest from './en/erasure-request.json' with { type: 'json' };
import estimator from './en/estimator.json' with { type: 'json' };
import faq from './en/faq.json' with { type: 'json' };
import footer from './en/footer.json' with { type: 'json' };
import formNotice from './en/form-notice.json' with { type: 'json' };
import home from './en/home.json' with { type: 'json' };
import leadNotification from './en/lead-notification.json' with { type: 'json' };
import messageComposer from './en/message-composer.json' with { type: 'json' };
import navigation from './en/navigation.json' with { type: 'json' };
import newsletter from './en/newsletter.json' with { type: 'json' };
import notFound from './en/not-found.json' with { type: 'json' };
import pricing from './en/pricing.json' with { type: 'json' };
import privacyNotice from './en/privacy-notice.json' with { type: 'json' };
import quotation from './en/quotation.json' with { type: 'json' };
import quote from './en/quote.json' with { type: 'json' };
import serverError from './en/server-error.json' with { type: 'json' };
import sms from './en/sms.json' with { type: 'json' };
import voice from './en/voice.json' with { type: 'json' };
import webDev from './en/web-dev.json' with { type: 'json' };
import whatsapp from './en/whatsapp.json' with { type: 'json' };
import hindiErasureConfirmation from './hi/erasure-confirmation.json' with { type: 'json' };
import hindiErasureLink from './hi/erasure-link.json' with { type: 'json' };
import hindiErasureRequest from './hi/erasure-request.json' with { type: 'json' };
import hindiPrivacyNotice from './hi/privacy-notice.json' with { type: 'json' };

export const messages = {
  About: about,
  ComingSoon: comingSoon,
  Common: common,
  CommunicationOverview: communicationOverview,
  Contact: contact,
  Cta: cta,
  DemoRequestForm: demoRequestForm,
  Design: design,
  DigitalMarketing: digitalMarketing,
  DigitalOverview: digitalOverview,
  Email: email,
  ErasureConfirmation: erasureConfirmation,
  ErasureLink: erasureLink,
  ErasureNotice: erasureNotice,
  ErasureRequest: erasureRequest,
  Estimator: estimator,
  Faq: faq,
  Footer: footer,
  FormNotice: formNotice,
  Home: home,
  LeadNotification: leadNotification,
  MessageComposer: messageComposer,
  Navigation: navigation,
  Newsletter: newsletter,
  NotFound: notFound,
  Pricing: pricing,
  PrivacyNotice: privacyNotice,
  Quotation: quotation,
  Quote: quote,
  ServerError: serverError,
  Sms: sms,
  Voice: voice,
  WebDev: webDev,
  WhatsApp: whatsapp,
};

export type Messages = typeof messages;

/**
 * The Hindi messages: the privacy notice and its erasure pages, and the email with the erasure
 * link sent to a visitor who asked from the Hindi page (every other page is English). Each
 * namespace has the English one's shape: a key missing in Hindi does not compile.
 */
export const hindiMessages = {
  PrivacyNotice: hindiPrivacyNotice,
  ErasureRequest: hindiErasureRequest,
  ErasureConfirmation: hindiErasureConfirmation,
  ErasureLink: hindiErasureLink,
} satisfies Partial<Messages>;

export type TranslatedNamespace = keyof typeof hindiMessages;

/** The languages of the site's copy: English everywhere, Hindi on the privacy notice's pages. */
export const languages = ['en', 'hi'] as const;
export type Language = (typeof languages)[number];

/**
 * A namespace's messages in a language. Hindi has only the translated namespaces: asking it for
 * another one is a mistake, not a reason to show English.
 */
export function namespaceMessages<N extends keyof Messages>(
  namespace: N,
  language: Language,
): Messages[N] {
  if (language === 'en') return messages[namespace];
  if (!Object.hasOwn(hindiMessages, namespace)) {
    throw new Error(`No Hindi messages for the namespace ${namespace}`);
  }
  return hindiMessages[namespace as TranslatedNamespace] as Messages[N];
}
