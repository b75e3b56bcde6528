import { describe, expect, it } from 'vitest';
import { hindiMessages, messages } from '@/content/messages';
import { attributionSchema } from '@/lib/forms/attribution-schema';
import { demoRequestSchema } from '@/lib/forms/demo-request-schema';
import { newsletterSchema } from '@/lib/forms/newsletter-schema';
import {
  attributionItems,
  formFieldItems,
  noticeForms,
  visitItems,
  type NoticeForm,
} from './privacy-notice';

/** The zod schema inside `catch` and `optional` wrappers: the object whose keys are accepted. */
type SchemaNode = { _zod: { def: { type: string; innerType?: SchemaNode; shape?: object } } };

function objectKeys(schema: SchemaNode): string[] {
  let node = schema;
  while (node._zod.def.innerType) node = node._zod.def.innerType;
  const { type, shape } = node._zod.def;
  if (type !== 'object' || !shape) throw new Error(`expected an object schema, found ${type}`);
  return Object.keys(shape);
}

function shapeOf(schema: SchemaNode, key: string): SchemaNode {
  let node = schema;
  while (node._zod.def.innerType) node = node._zod.def.innerType;
  return (node._zod.def.shape as Record<string, SchemaNode>)[key]!;
}

const forms = Object.keys(noticeForms) as NoticeForm[];
const itemsOf = (form: NoticeForm): readonly string[] => noticeForms[form];

describe('the privacy notice says what the code does', () => {
  it('names every attribution field the server accepts, on both forms', () => {
    const schema = attributionSchema as unknown as SchemaNode;
    const topLevel = objectKeys(schema);
    expect(topLevel).toEqual(expect.arrayContaining(['first', 'last']));
    const fields = new Set([
      ...topLevel.filter((key) => key !== 'first' && key !== 'last'),
      ...objectKeys(shapeOf(schema, 'first')),
      ...objectKeys(shapeOf(schema, 'last')),
    ]);
    expect(fields.size).toBeGreaterThan(10);
    for (const field of fields) {
      const item = (attributionItems as Record<string, string>)[field];
      expect(item, `the attribution field ${field} has no line in the notice`).toBeDefined();
      for (const form of forms) {
        const listed =
          itemsOf(form).includes(item!) ||
          (itemsOf(form).includes('visit') && visitItems.includes(item as never));
        expect(listed, `${form} does not name ${field} (${item})`).toBe(true);
      }
    }
    // And no visit item is left naming a field the server no longer takes.
    const named = new Set(Object.values(attributionItems));
    for (const item of visitItems) expect(named.has(item), item).toBe(true);
  });

  it('names every field each form sends', () => {
    const demoFields = objectKeys(
      demoRequestSchema({ earliestDate: () => '', latestDate: () => '' }) as unknown as SchemaNode,
    );
    const newsletterFields = objectKeys(newsletterSchema as unknown as SchemaNode);
    const sent = { demoRequest: demoFields, newsletter: newsletterFields };
    for (const form of forms) {
      expect(Object.keys(formFieldItems[form]).sort(), form).toEqual([...sent[form]].sort());
      for (const item of Object.values(formFieldItems[form])) {
        expect(itemsOf(form), `${form}: ${item}`).toContain(item);
      }
    }
  });

  it("names the demo form's choices as the form labels them, in English and in Hindi", () => {
    const fields = messages.DemoRequestForm.fields;
    for (const choice of ['wapNotification', 'keepInformed'] as const) {
      const label = fields[choice].label;
      expect(messages.PrivacyNotice.choices.items[choice].name).toBe(label);
      expect(hindiMessages.PrivacyNotice.choices.items[choice].name).toContain(`“${label}”`);
    }
  });
});
