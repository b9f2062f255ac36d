'use client';

import { useId, useState, type FormEvent } from 'react';

import { buttonClasses } from '@/components/ui/button-styles';
import { inputClasses } from '@/components/ui/input-styles';
import { ApiError, apiRequest, OfflineError } from '@/lib/api-client';
import { busyMessages } from '@/lib/messages/busy';

type Outcome = { kind: 'success' | 'error'; message: string } | null;

export interface EmailSignupFieldsProps {
  endpoint: '/api/subscribe' | '/api/waitlist';
  heading?: string;
  description?: string;
  label: string;
  placeholder: string;
  buttonLabel: string;
  messages: {
    /** Once the address is kept; without it, the server's own message. */
    kept?: string;
    /** For 409: the address was already there. */
    alreadyKept?: string;
    /** For 400, when the server's message is the one to show. */
    showServerRefusal?: boolean;
    /** For any other failure, network included. */
    failed: string;
  };
}

/** The one-field e-mail forms (newsletter, 'Notify Me'): the outcome announced under the field. */
export function EmailSignupFields({
  endpoint,
  heading,
  description,
  label,
  placeholder,
  buttonLabel,
  messages,
}: EmailSignupFieldsProps) {
  const id = useId();
  const [email, setEmail] = useState('');
  const [pending, setPending] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending || !email.trim()) return;
    setPending(true);
    setOutcome(null);
    try {
      const { message } = await apiRequest<{ message?: string }>('POST', endpoint, { email });
      setOutcome({ kind: 'success', message: messages.kept ?? message ?? '' });
      setEmail('');
    } catch (error) {
      setOutcome({ kind: 'error', message: failureMessage(error, messages) });
    } finally {
      setPending(false);
    }
  }

  return (
    <form onSubmit={onSubmit} className="w-full" aria-labelledby={heading ? `${id}-heading` : undefined}>
      {heading && (
        <h2 id={`${id}-heading`} className="text-xl font-semibold text-brand-900">
          {heading}
        </h2>
      )}
      {description && <p className="mt-1 text-sm text-slate-700">{description}</p>}
      <div className={`flex flex-col gap-3 sm:flex-row ${heading ? 'mt-4' : ''}`}>
        <label htmlFor={`${id}-email`} className="sr-only">
          {label}
        </label>
        <input
          id={`${id}-email`}
          type="email"
          name="email"
          required
          autoComplete="email"
          placeholder={placeholder}
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          className={`${inputClasses()} min-w-0 flex-1`}
        />
        <button type="submit" aria-disabled={pending} className={buttonClasses('primary', 'md')}>
          {buttonLabel}
        </button>
      </div>
      <p
        role={outcome?.kind === 'error' ? 'alert' : 'status'}
        className={`mt-3 min-h-5 text-sm ${outcome?.kind === 'error' ? 'text-red-700' : 'text-brand-700'}`}
      >
        {pending ? busyMessages.sending : outcome?.message}
      </p>
    </form>
  );
}

function failureMessage(error: unknown, messages: EmailSignupFieldsProps['messages']): string {
  if (error instanceof OfflineError) return error.message;
  if (error instanceof ApiError && error.status === 409 && messages.alreadyKept) return messages.alreadyKept;
  if (error instanceof ApiError && error.status === 400 && messages.showServerRefusal) return error.serverMessage;
  return messages.failed;
}
