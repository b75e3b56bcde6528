import { describe, expect, it } from 'vitest';
import { emailPricing, rcsPricing, smsPricing, voicePricing } from '@/content/pricing/prices';
import { tieredPriceColumns, tieredPriceRows } from './tiered-price-table';

const cells = (rows: ReturnType<typeof tieredPriceRows>) =>
  rows.map(({ key, label, cells }) => ({ key, label, cells }));

describe('tiered price tables', () => {
  it('give each SMS tier its band and its rates in column order', () => {
    expect(tieredPriceColumns(smsPricing, 'monthlyVolume').map((c) => c.header)).toEqual([
      'Tier',
      'Monthly volume',
      'Promotional',
      'Transactional',
    ]);
    expect(cells(tieredPriceRows(smsPricing))).toEqual([
      { key: 'starter', label: 'Starter', cells: ['0–50,000', '₹0.14', '₹0.18'] },
      { key: 'growth', label: 'Growth', cells: ['50,001–2,00,000', '₹0.12', '₹0.17'] },
      { key: 'scale', label: 'Scale', cells: ['2,00,001–10,00,000', '₹0.10', '₹0.15'] },
      { key: 'enterprise', label: 'Enterprise', cells: ['10,00,001+', 'Custom', 'Custom'] },
    ]);
  });

  it('print the email rates at their published precision: 0.025, 0.020, 0.018', () => {
    expect(tieredPriceRows(emailPricing).map((row) => row.cells[1])).toEqual([
      '₹0.025',
      '₹0.020',
      '₹0.018',
      'Custom',
    ]);
  });

  it('leave the band out where none is published (RCS), and head voice bands in minutes', () => {
    expect(tieredPriceColumns(rcsPricing, 'monthlyVolume').map((c) => c.key)).toEqual([
      'tier',
      'rcs',
      'smsFallback',
    ]);
    expect(tieredPriceRows(rcsPricing)[0]?.cells).toEqual(['₹0.30', '₹0.18']);
    expect(tieredPriceColumns(voicePricing, 'monthlyMinutes')[1]?.header).toBe('Minutes per month');
  });
});
