'use client';

import { useId, useState, type FormEvent } from 'react';

import { ApiError, apiRequest } from '@/lib/api-client';

type Outcome = { kind: 'success' | 'error'; message: string } | null;

interface WaitlistFormFieldsProps {
  placeholder: string;
  buttonLabel: string;
  failedMessage: string;
}

/** The browser half of the 'Notify Me' box: an e-mail input with no other checks (spec section 5). */
export function WaitlistFormFields({ placeholder, buttonLabel, failedMessage }: WaitlistFormFieldsProps) {
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
      const { message } = await apiRequest<{ message: string }>('POST', '/api/waitlist', { email });
      setOutcome({ kind: 'success', message });
      setEmail('');
    } catch (error) {
      const message = error instanceof ApiError && error.status === 400 ? error.serverMessage : failedMessage;
      setOutcome({ kind: 'error', message });
    } finally {
      setPending(false);
    }
  }

  return (
    <form onSubmit={onSubmit} className="w-full">
      <div className="flex flex-col gap-3 sm:flex-row">
        <label htmlFor={`${id}-email`} className="sr-only">
          {placeholder}
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
          className="min-w-0 flex-1 rounded-full border border-slate-400 bg-white px-4 py-2.5 text-base text-slate-900 placeholder:text-slate-600 focus:border-brand-600 focus:ring-2 focus:ring-brand-600 focus:outline-none"
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
