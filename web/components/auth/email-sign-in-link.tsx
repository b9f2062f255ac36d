'use client';

import { useId, useState, type FormEvent } from 'react';

import { buttonClasses } from '@/components/ui/button-styles';
import { EmailField } from '@/components/ui/field';
import { apiRequest, failureWords } from '@/lib/api-client';
import type { SignInLinkRequestCopy } from '@/lib/content';
import { busyMessages } from '@/lib/messages/busy';
import { somethingWentWrong } from '@/lib/messages/storefront';
import { emailFormSchema } from '@/lib/validation/forms';

type State =
  { name: 'idle' } | { name: 'sending' } | { name: 'sent'; message: string } | { name: 'failed'; message: string };

/** "E-mail me a sign-in link"; with `email` given (the checkout knows it) only the button shows. */
export function EmailSignInLink({
  copy,
  email: knownEmail,
  className,
}: {
  copy: SignInLinkRequestCopy;
  email?: string;
  className?: string;
}) {
  const id = useId();
  const [email, setEmail] = useState(knownEmail ?? '');
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [state, setState] = useState<State>({ name: 'idle' });

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (state.name === 'sending') return;
    const parsed = emailFormSchema.safeParse({ email });
    if (!parsed.success) {
      setFieldError(parsed.error.issues[0]?.message);
      return;
    }
    setFieldError(undefined);
    setState({ name: 'sending' });
    try {
      const { message } = await apiRequest<{ message: string }>('POST', '/api/sign-in-link/request', parsed.data);
      setState({ name: 'sent', message });
    } catch (error) {
      setState({ name: 'failed', message: failureWords(error, somethingWentWrong) });
    }
  }

  return (
    <form onSubmit={onSubmit} noValidate className={`space-y-3 ${className ?? ''}`}>
      {knownEmail === undefined && (
        <EmailField id={`${id}-email`} label={copy.emailLabel} error={fieldError} value={email} onChange={setEmail} />
      )}
      <button type="submit" aria-disabled={state.name === 'sending'} className={`${buttonClasses('outline')} w-full`}>
        {state.name === 'sending' ? busyMessages.sending : copy.buttonLabel}
      </button>
      <div aria-live="polite">
        {state.name === 'sending' && <p className="sr-only">{busyMessages.sending}</p>}
        {state.name === 'sent' && (
          <p className="rounded-lg border border-brand-200 bg-brand-50 px-4 py-3 text-sm text-brand-900">
            {state.message}
          </p>
        )}
      </div>
      {state.name === 'failed' && (
        <p role="alert" className="rounded-lg border border-red-300 bg-red-50 px-4 py-3 text-sm text-red-800">
          {state.message}
        </p>
      )}
    </form>
  );
}
