'use client';

import { useFormContext, useWatch } from 'react-hook-form';
import { Field } from '@/components/forms/field';
import { demoRequestForm } from '@/content/contact';
import type { Messages } from '@/content/messages';
import { oneYearAfter } from '@/lib/forms/calendar-date';
import {
  MESSAGE_MAX_LENGTH,
  NAME_MAX_LENGTH,
  type DemoSubject,
} from '@/lib/forms/demo-request-limits';
import type { DemoRequestInput } from '@/lib/forms/demo-request-schema';
import { demoTimeSlots } from '@/lib/forms/demo-time';
import { EMAIL_MAX_LENGTH } from '@/lib/forms/email-rule';

const DemoField = Field<DemoRequestInput>;
const timeSlots = demoTimeSlots(demoRequestForm.timeSlotMinutes);

type DemoRequestFieldsProps = {
  copy: Pick<Messages['DemoRequestForm'], 'fields' | 'requiredNote'>;
  /** The visitor's today ('YYYY-MM-DD'); undefined while prerendering. */
  today: string | undefined;
};

/** The demo request's fields and opt-ins, inside the form's react-hook-form context. */
export function DemoRequestFields({ copy, today }: DemoRequestFieldsProps) {
  const { register, setValue, control } = useFormContext<DemoRequestInput>();
  const f = copy.fields;
  const isPastDate = (date: string) => Boolean(today && date && date < today);
  const timeDisabled = isPastDate(useWatch({ control, name: 'demoDate' }));
  return (
    <>
      <p className="text-sm text-ink-muted sm:col-span-2">{copy.requiredNote}</p>
      <DemoField name="name" label={f.name.label} required>
        <input type="text" autoComplete="name" maxLength={NAME_MAX_LENGTH} />
      </DemoField>
      <DemoField name="email" label={f.email.label} required>
        <input type="email" autoComplete="email" maxLength={EMAIL_MAX_LENGTH} />
      </DemoField>
      <DemoField name="mobile" label={f.mobile.label} hint={f.mobile.hint} required>
        <input type="tel" inputMode="numeric" autoComplete="tel-national" />
      </DemoField>
      <DemoField
        name="subject"
        label={f.subject.label}
        // The subject's label replaces the message. The visitor has not touched the message, so
        // its rules speak only once they do.
        onChange={(event) => {
          const label = f.subject.options[event.target.value as DemoSubject];
          if (label) setValue('message', label, { shouldValidate: true, shouldDirty: true });
        }}
      >
        <select>
          <option value="">{f.subject.empty}</option>
          {Object.entries(f.subject.options).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
      </DemoField>
      <DemoField name="message" label={f.message.label} required className="sm:col-span-2">
        <textarea rows={4} maxLength={MESSAGE_MAX_LENGTH} />
      </DemoField>
      <DemoField
        name="demoDate"
        label={f.demoDate.label}
        required
        onChange={(event) => {
          if (isPastDate(event.target.value)) setValue('demoTime', '', { shouldValidate: true });
        }}
      >
        <input type="date" min={today} max={today && oneYearAfter(today)} />
      </DemoField>
      <DemoField
        name="demoTime"
        label={f.demoTime.label}
        hint={timeDisabled ? f.demoTime.pastDateHint : undefined}
        required
      >
        <select disabled={timeDisabled}>
          <option value="">{f.demoTime.empty}</option>
          {timeSlots.map((slot) => (
            <option key={slot} value={slot}>
              {slot}
            </option>
          ))}
        </select>
      </DemoField>
      <div className="flex flex-col gap-3 sm:col-span-2">
        {(['wapNotification', 'keepInformed'] as const).map((name) => (
          <div key={name} className="flex items-start gap-3">
            <input
              {...register(name)}
              id={`field-${name}`}
              type="checkbox"
              className="mt-0.5 size-5 shrink-0 accent-brand-600"
            />
            <label htmlFor={`field-${name}`} className="text-ink">
              {f[name].label}
            </label>
          </div>
        ))}
      </div>
    </>
  );
}
