import type { IconName } from '@/content/icons';
import type { Messages } from '@/content/messages';

/** FAQ category: id and icon. The name is the message `Faq.categories.<id>`. */
type FaqCategoryId = keyof Messages['Faq']['categories'];
type FaqCategory = { id: FaqCategoryId; icon: IconName };

/** FAQ item. Question and answer are the messages `Faq.items.<id>.{question,answer}`. */
type FaqItemId = keyof Messages['Faq']['items'];
export type FaqItem = { id: FaqItemId; serviceId: FaqCategoryId };

export const faqCategories: readonly FaqCategory[] = [
  { id: 'general', icon: 'building' },
  { id: 'communication', icon: 'chat' },
  { id: 'digital', icon: 'megaphone' },
  { id: 'development', icon: 'code' },
];

/** The category selected when the page opens. */
export const defaultFaqCategory: FaqCategoryId = 'general';

export const faqItems: readonly FaqItem[] = [
  { id: 'whatWeOffer', serviceId: 'general' },
  { id: 'experience', serviceId: 'general' },
  { id: 'reliability', serviceId: 'general' },
  { id: 'supportHours', serviceId: 'general' },
  { id: 'demo', serviceId: 'general' },
  { id: 'currency', serviceId: 'general' },
  { id: 'smsRates', serviceId: 'communication' },
  { id: 'dlt', serviceId: 'communication' },
  { id: 'promotionalHours', serviceId: 'communication' },
  { id: 'rcsFallback', serviceId: 'communication' },
  { id: 'whatsappPricing', serviceId: 'communication' },
  { id: 'emailDedicatedIp', serviceId: 'communication' },
  { id: 'voiceRates', serviceId: 'communication' },
  { id: 'engagementModels', serviceId: 'digital' },
  { id: 'seo', serviceId: 'digital' },
  { id: 'socialMedia', serviceId: 'digital' },
  { id: 'paidAds', serviceId: 'digital' },
  { id: 'campaigns', serviceId: 'digital' },
  { id: 'brandKit', serviceId: 'digital' },
  { id: 'websiteCost', serviceId: 'development' },
  { id: 'timelines', serviceId: 'development' },
  { id: 'performance', serviceId: 'development' },
  { id: 'uiUx', serviceId: 'development' },
  { id: 'customApp', serviceId: 'development' },
  { id: 'integrations', serviceId: 'development' },
];

export function faqItemsIn(categoryId: FaqCategoryId): FaqItem[] {
  return faqItems.filter((item) => item.serviceId === categoryId);
}
