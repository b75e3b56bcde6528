import { describe, expect, it } from 'vitest';
import { smsPricing } from '@/content/pricing/sms';
import { formatRupees } from '@/lib/format/rupees';
import { tieredRows } from './tiered-rows';

const rate = (value: number | 'custom') => (value === 'custom' ? 'Custom' : formatRupees(value));

describe('tieredRows', () => {
  const rows = tieredRows(smsPricing.tiers, ['promotional', 'transactional'], rate);

  it('gives each tier its band and its rates in column order', () => {
    expect(rows.map(({ key, label, cells }) => ({ key, label, cells }))).toEqual([
      { key: 'starter', label: 'Starter', cells: ['0–50,000', '₹0.14', '₹0.18'] },
      { key: 'growth', label: 'Growth', cells: ['50,001–2,00,000', '₹0.12', '₹0.17'] },
      { key: 'scale', label: 'Scale', cells: ['2,00,001–10,00,000', '₹0.10', '₹0.15'] },
      { key: 'enterprise', label: 'Enterprise', cells: ['10,00,001+', 'Custom', 'Custom'] },
    ]);
  });

  it('leaves out the band column for tiers without volume bounds', () => {
    expect(
      tieredRows([{ id: 'starter', name: 'Starter', rates: { rcs: 0.3 } }], ['rcs'], rate)[0]
        ?.cells,
    ).toEqual(['₹0.30']);
  });
});
