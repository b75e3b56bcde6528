import {
  designPackages,
  digitalMarketingPackages,
  lowestPackagePrice,
  webDevelopmentPackages,
} from './digital';
import { emailFromRate, emailPricing } from './email';
import { smsFromRate, smsPricing } from './sms';
import { voiceFromRate, voicePricing } from './voice';
import { whatsappFromPrice, whatsappPricing } from './whatsapp';

/** A pricing page's "from" price: its lowest rate, and what that rate is per. */
export type HeadlinePrice = { amount: number; unit?: string };

/** The price each pricing page leads with in its link preview, read from its price list. */
export const headlinePrices = {
  sms: { amount: smsFromRate, unit: smsPricing.unit },
  voice: { amount: voiceFromRate, unit: voicePricing.unit },
  email: { amount: emailFromRate, unit: emailPricing.unit },
  whatsapp: { amount: whatsappFromPrice, unit: whatsappPricing.unit },
  webDev: { amount: lowestPackagePrice(webDevelopmentPackages) },
  digitalMarketing: { amount: lowestPackagePrice(digitalMarketingPackages) },
  design: { amount: lowestPackagePrice(designPackages) },
} satisfies Record<string, HeadlinePrice>;
