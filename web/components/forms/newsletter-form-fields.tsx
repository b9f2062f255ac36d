'use client';

import { useId, useState, type FormEvent } from 'react';

import { ApiError, apiRequest } from '@/lib/api-client';

type Outcome = { kind: 'success' | 'error'; message: string } | null;

export interface NewsletterMessages {
  subscribed: string;
  alreadySubscribed: string;
  failed: string;
}

interface NewsletterFormFieldsProps {
  heading: string;
  description: string;
  buttonLabel: string;
  messages: NewsletterMessages;
}

/**
 * The browser half of the newsletter sign-up (spec sections 5 and 8): a request
 * is sent only when the field has a value; 409 means already subscribed; any
 * other failure, network included, gets the generic message.
 */
export function NewsletterFormFields({ heading, description, buttonLabel, messages }: NewsletterFormFieldsProps) {
  const id = useId();
  const [email, setEmail] = useState('');
  const [pending, setPending] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!email.trim()) return;
    setPending(true);
    setOutcome(null);
    try {
      await apiRequest('POST', '/api/subscribe', { email });
      setOutcome({ kind: 'success', message: messages.subscribed });
      setEmail('');
    } catch (error) {
      const message = error instanceof ApiError && error.status === 409 ? messages.alreadySubscribed : messages.failed;
      setOutcome({ kind: 'error', message });
    } finally {
      setPending(false);
    }
  }

  return (
    <form onSubmit={onSubmit} className="w-full" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className="text-xl font-semibold text-brand-900">
        {heading}
      </h2>
      <p className="mt-1 text-sm text-slate-700">{description}</p>
      <div className="mt-4 flex flex-col gap-3 sm:flex-row">
        <label htmlFor={`${id}-email`} className="sr-only">
          Email address
        </label>
        <input
          id={`${id}-email`}
          type="email"
          name="email"
          required
          autoComplete="email"
          placeholder="you@example.com"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          className="min-w-0 flex-1 rounded-full border border-slate-300 px-4 py-2.5 text-base focus:border-brand-600 focus:ring-2 focus:ring-brand-600 focus:outline-none"
        />
        <button
          type="submit"
          disabled={pending}
          className="rounded-full bg-brand-700 px-6 py-2.5 font-semibold text-white hover:bg-brand-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 disabled:opacity-70"
        >
          {buttonLabel}
        </button>
      </div>
      <p
        role={outcome?.kind === 'error' ? 'alert' : 'status'}
        className={`mt-3 min-h-5 text-sm ${outcome?.kind === 'error' ? 'text-red-700' : 'text-brand-700'}`}
      >
        {outcome?.message}
      </p>
    </form>
  );
}
