'use client';

import { useId, useState, type FormEvent } from 'react';

import { buttonClasses } from '@/components/ui/button-styles';
import { inputClasses } from '@/components/ui/input-styles';
import { ApiError, apiRequest, OfflineError } from '@/lib/api-client';
import type { NewsletterCopy } from '@/lib/content';
import { busyMessages } from '@/lib/messages/busy';
import { subscribeMessages, waitlistMessages } from '@/lib/messages/storefront';

type Endpoint = '/api/subscribe' | '/api/waitlist';
type Copy = Pick<NewsletterCopy, 'emailLabel' | 'placeholder' | 'buttonLabel'> & Partial<NewsletterCopy>;

/** The newsletter says its own words; the waitlist shows the server's, also for a 400. */
function failureMessage(endpoint: Endpoint, error: unknown): string {
  if (error instanceof OfflineError) return error.message;
  if (endpoint === '/api/waitlist') {
    return error instanceof ApiError && error.status === 400 ? error.serverMessage : waitlistMessages.failed;
  }
  return error instanceof ApiError && error.status === 409
    ? subscribeMessages.alreadySubscribed
    : subscribeMessages.failed;
}

export function NewsletterForm({ copy }: { copy: NewsletterCopy }) {
  return <EmailSignup endpoint="/api/subscribe" copy={copy} />;
}

/** The apps' 'Notify Me': no request was specified for it, but a visitor who types an address expects it kept. */
export function WaitlistForm({ placeholder, buttonLabel }: { placeholder: string; buttonLabel: string }) {
  return <EmailSignup endpoint="/api/waitlist" copy={{ emailLabel: placeholder, placeholder, buttonLabel }} />;
}

/** A one-field e-mail form, its outcome announced under the field. */
function EmailSignup({ endpoint, copy }: { endpoint: Endpoint; copy: Copy }) {
  const id = useId();
  const [email, setEmail] = useState('');
  const [pending, setPending] = useState(false);
  const [outcome, setOutcome] = useState<{ failed: boolean; message: string } | null>(null);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending || !email.trim()) return;
    setPending(true);
    setOutcome(null);
    try {
      const { message } = await apiRequest<{ message?: string }>('POST', endpoint, { email });
      const kept = endpoint === '/api/subscribe' ? subscribeMessages.subscribed : (message ?? '');
      setOutcome({ failed: false, message: kept });
      setEmail('');
    } catch (error) {
      setOutcome({ failed: true, message: failureMessage(endpoint, error) });
    } finally {
      setPending(false);
    }
  }

  return (
    <form onSubmit={onSubmit} className="w-full" aria-labelledby={copy.heading ? `${id}-heading` : undefined}>
      {copy.heading && (
        <h2 id={`${id}-heading`} className="text-xl font-semibold text-brand-900">
          {copy.heading}
        </h2>
      )}
      {copy.description && <p className="mt-1 text-sm text-slate-700">{copy.description}</p>}
      <div className={`flex flex-col gap-3 sm:flex-row ${copy.heading ? 'mt-4' : ''}`}>
        <label htmlFor={`${id}-email`} className="sr-only">
          {copy.emailLabel}
        </label>
        <input
          id={`${id}-email`}
          type="email"
          name="email"
          required
          autoComplete="email"
          placeholder={copy.placeholder}
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          className={`${inputClasses()} min-w-0 flex-1`}
        />
        <button type="submit" aria-disabled={pending} className={buttonClasses('primary', 'md')}>
          {copy.buttonLabel}
        </button>
      </div>
      <p
        role={outcome?.failed ? 'alert' : 'status'}
        className={`mt-3 min-h-5 text-sm ${outcome?.failed ? 'text-red-700' : 'text-brand-700'}`}
      >
        {pending ? busyMessages.sending : outcome?.message}
      </p>
    </form>
  );
}
