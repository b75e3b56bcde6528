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

/** The questions of each category, in the order shown. */
const faqItemIds = {
  general: ['whatWeOffer', 'experience', 'reliability', 'supportHours', 'demo', 'currency'],
  communication: [
    'smsRates',
    'dlt',
    'promotionalHours',
    'rcsFallback',
    'whatsappPricing',
    'emailDedicatedIp',
    'voiceRates',
  ],
  digital: ['engagementModels', 'seo', 'socialMedia', 'paidAds', 'campaigns', 'brandKit'],
  development: ['websiteCost', 'timelines', 'performance', 'uiUx', 'customApp', 'integrations'],
} as const satisfies Record<FaqCategoryId, readonly FaqItemId[]>;

export const faqItems: readonly FaqItem[] = Object.entries(faqItemIds).flatMap(([serviceId, ids]) =>
  ids.map((id) => ({ id, serviceId: serviceId as FaqCategoryId })),
);

export function faqItemsIn(categoryId: FaqCategoryId): FaqItem[] {
  return faqItems.filter((item) => item.serviceId === categoryId);
}
