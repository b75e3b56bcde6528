import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { PricingTable } from './pricing-table';

describe('PricingTable', () => {
  const html = renderToStaticMarkup(
    <PricingTable
      caption="SMS rates"
      columns={[
        { key: 'tier', header: 'Tier' },
        { key: 'rate', header: 'Rate', numeric: true },
      ]}
      rows={[{ key: 'starter', label: 'Starter', cells: ['₹0.14'] }]}
      notes={['DLT setup included.']}
    />,
  );

  it('renders a real table with a caption, column headers and row headers', () => {
    expect(html).toContain('<caption');
    expect(html).toContain('SMS rates');
    expect(html).toMatch(/<th scope="col"[^>]*>Tier<\/th>/);
    expect(html).toMatch(/<th scope="row"[^>]*>Starter<\/th>/);
  });

  it("labels every data cell with its column's header for the stacked phone layout", () => {
    expect(html).toMatch(/<td data-label="Rate"[^>]*><span[^>]*>₹0.14<\/span><\/td>/);
    expect(html).toContain('DLT setup included.');
  });
});
