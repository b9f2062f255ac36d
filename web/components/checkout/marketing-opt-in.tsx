'use client';

import { useId, useState, type FormEvent } from 'react';

import { buttonClasses } from '@/components/ui/button-styles';
import { cardClasses } from '@/components/ui/card';
import { EmailField, Field } from '@/components/ui/field';
import { checkboxClasses } from '@/components/ui/input-styles';
import { toast } from '@/components/ui/toast-store';
import { apiRequest, OfflineError } from '@/lib/api-client';
import type { SuccessPageCopy } from '@/lib/content';
import { marketingOptInMessages } from '@/lib/messages/storefront';

import { checkoutEmail } from './checkout-email';

export function MarketingOptIn({ copy }: { copy: SuccessPageCopy['optIn'] }) {
  const id = useId();
  // Shown only once the browser has asked for the credentials, so sessionStorage is there to read.
  const [email, setEmail] = useState(checkoutEmail);
  const [firstName, setFirstName] = useState('');
  const [consent, setConsent] = useState(false);
  const [pending, setPending] = useState(false);
  const [done, setDone] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!email.trim() || !consent || pending) return;
    setPending(true);
    try {
      await apiRequest('POST', '/api/marketing-optin', {
        email: email.trim(),
        ...(firstName.trim() ? { firstName: firstName.trim() } : {}),
      });
      toast(marketingOptInMessages.success);
      setDone(true);
    } catch (error) {
      const { failure } = marketingOptInMessages;
      const description = error instanceof OfflineError ? error.message : failure.description;
      toast({ ...failure, description, variant: 'destructive' });
    } finally {
      setPending(false);
    }
  }

  if (done) {
    return (
      <section role="status" className="rounded-2xl bg-brand-50 p-6 text-center">
        <h2 className="text-xl font-semibold text-brand-900">{copy.doneHeading}</h2>
        <p className="mt-2 text-slate-700">{copy.doneText}</p>
      </section>
    );
  }

  return (
    <section aria-labelledby={`${id}-heading`} className={cardClasses()}>
      <h2 id={`${id}-heading`} className="text-xl font-semibold text-brand-900">
        {copy.heading}
      </h2>
      <p className="mt-1 text-sm text-slate-700">{copy.text}</p>
      <form onSubmit={onSubmit} className="mt-4 space-y-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <Field id={`${id}-first-name`} label={copy.firstNameLabel}>
            {(control) => (
              <input
                {...control}
                autoComplete="given-name"
                value={firstName}
                onChange={(event) => setFirstName(event.target.value)}
              />
            )}
          </Field>
          <EmailField id={`${id}-email`} label={copy.emailLabel} value={email} onChange={setEmail} />
        </div>
        <div className="flex items-start gap-3">
          <input
            id={`${id}-consent`}
            type="checkbox"
            checked={consent}
            onChange={(event) => setConsent(event.target.checked)}
            className={`mt-0.5 ${checkboxClasses}`}
          />
          <label htmlFor={`${id}-consent`} className="text-sm text-slate-800">
            {copy.consentLabel}
          </label>
        </div>
        <button type="submit" disabled={!email.trim() || !consent} aria-disabled={pending} className={buttonClasses()}>
          {copy.buttonLabel}
        </button>
      </form>
    </section>
  );
}
