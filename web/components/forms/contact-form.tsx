'use client';

import { useId, useState, type ChangeEvent, type FormEvent } from 'react';

import { buttonClasses } from '@/components/ui/button-styles';
import { BusyStatus } from '@/components/ui/busy-status';
import { errorsByField, Field, focusSoon, FormError } from '@/components/ui/field';
import { toast } from '@/components/ui/toast-store';
import { apiRequest, failureWords } from '@/lib/api-client';
import { busyMessages } from '@/lib/messages/busy';
import { contactMessages, somethingWentWrong } from '@/lib/messages/storefront';
import { contactSchema, type ContactField, type ContactInput } from '@/lib/validation/forms';

const EMPTY: ContactInput = { name: '', email: '', subject: '', message: '' };

const FIELDS: { name: ContactField; label: string; type: 'text' | 'email' | 'textarea'; autoComplete?: string }[] = [
  { name: 'name', label: 'Name', type: 'text', autoComplete: 'name' },
  { name: 'email', label: 'Email', type: 'email', autoComplete: 'email' },
  { name: 'subject', label: 'Subject', type: 'text' },
  { name: 'message', label: 'Message', type: 'textarea' },
];

export function ContactForm({ heading }: { heading: string }) {
  const id = useId();
  const [values, setValues] = useState<ContactInput>(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<ContactField, string>>>({});
  const [sending, setSending] = useState(false);
  const [failed, setFailed] = useState<string | null>(null);

  function update(field: ContactField, value: string) {
    setValues((current) => ({ ...current, [field]: value }));
    if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    const parsed = contactSchema.safeParse(values);
    if (!parsed.success) {
      const found = errorsByField(parsed.error.issues);
      setErrors(found);
      const first = FIELDS.find((field) => found[field.name]);
      if (first) document.getElementById(`${id}-${first.name}`)?.focus();
      return;
    }
    setErrors({});
    setFailed(null);
    setSending(true);
    try {
      await apiRequest('POST', '/api/contact', parsed.data);
      toast({ title: contactMessages.sentTitle, description: contactMessages.sentDescription });
      setValues(EMPTY);
    } catch (error) {
      const description = failureWords(error, somethingWentWrong);
      setFailed(description);
      toast({ title: contactMessages.failedTitle, description, variant: 'destructive', echo: true });
      focusSoon(`${id}-failed`);
    } finally {
      setSending(false);
    }
  }

  return (
    <form noValidate onSubmit={onSubmit} aria-labelledby={`${id}-heading`} className="space-y-5">
      <h2 id={`${id}-heading`} className="text-2xl font-bold text-brand-900">
        {heading}
      </h2>
      {FIELDS.map((field) => (
        <Field key={field.name} id={`${id}-${field.name}`} label={field.label} error={errors[field.name]}>
          {(control) => {
            const props = {
              ...control,
              name: field.name,
              value: values[field.name],
              onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
                update(field.name, event.target.value),
            };
            return field.type === 'textarea' ? (
              <textarea {...props} rows={6} />
            ) : (
              <input {...props} type={field.type} autoComplete={field.autoComplete} />
            );
          }}
        </Field>
      ))}
      {failed && (
        <FormError id={`${id}-failed`}>
          <strong>{contactMessages.failedTitle}:</strong> {failed}
        </FormError>
      )}
      <button type="submit" aria-disabled={sending} className={`${buttonClasses()} w-full sm:w-auto`}>
        {sending ? busyMessages.sending : 'Send Message'}
      </button>
      <BusyStatus busy={sending}>{busyMessages.sending}</BusyStatus>
    </form>
  );
}
