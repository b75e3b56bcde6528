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
import erasureLink from './en/erasure-link.json' with { type: 'json' };
import erasureNotice from './en/erasure-notice.json' with { type: 'json' };
import estimator from './en/estimator.json' with { type: 'json' };
import faq from './en/faq.json' with { type: 'json' };
import footer from './en/footer.json' with { type: 'json' };
import home from './en/home.json' with { type: 'json' };
import leadNotification from './en/lead-notification.json' with { type: 'json' };
import messageComposer from './en/message-composer.json' with { type: 'json' };
import navigation from './en/navigation.json' with { type: 'json' };
import newsletter from './en/newsletter.json' with { type: 'json' };
import notFound from './en/not-found.json' with { type: 'json' };
import pricing from './en/pricing.json' with { type: 'json' };
import quotation from './en/quotation.json' with { type: 'json' };
import quote from './en/quote.json' with { type: 'json' };
import serverError from './en/server-error.json' with { type: 'json' };
import sms from './en/sms.json' with { type: 'json' };
import voice from './en/voice.json' with { type: 'json' };
import webDev from './en/web-dev.json' with { type: 'json' };
import whatsapp from './en/whatsapp.json' with { type: 'json' };

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
  ErasureLink: erasureLink,
  ErasureNotice: erasureNotice,
  Estimator: estimator,
  Faq: faq,
  Footer: footer,
  Home: home,
  LeadNotification: leadNotification,
  MessageComposer: messageComposer,
  Navigation: navigation,
  Newsletter: newsletter,
  NotFound: notFound,
  Pricing: pricing,
  Quotation: quotation,
  Quote: quote,
  ServerError: serverError,
  Sms: sms,
  Voice: voice,
  WebDev: webDev,
  WhatsApp: whatsapp,
};

export type Messages = typeof messages;
