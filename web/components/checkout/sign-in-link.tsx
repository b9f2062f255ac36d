'use client';

import { useId, useState, type FormEvent } from 'react';

import { BusyStatus } from '@/components/ui/busy-status';
import { buttonClasses } from '@/components/ui/button-styles';
import { errorsByField, Field } from '@/components/ui/field';
import { IntentLink } from '@/components/ui/intent-link';
import { apiRequest, failureWords } from '@/lib/api-client';
import { forgetDay } from '@/lib/offline/forget';
import { busyMessages } from '@/lib/messages/busy';
import { somethingWentWrong, validationMessages } from '@/lib/messages/storefront';
import { NEW_PASSWORD_MIN_LENGTH, signInLinkSchema } from '@/lib/validation/forms';

/** Uses the e-mailed link on submit, never on page load (mail scanners open links on their own). */
export function SignInLink({
  copy,
  token,
  username,
  destination,
}: {
  copy: Record<'newPasswordLabel' | 'submitLabel' | 'loginLinkLabel', string>;
  token: string;
  username: string;
  destination: string;
}) {
  const id = useId();
  const [pending, setPending] = useState(false);
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [error, setError] = useState<string | null>(null);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    const password = new FormData(event.currentTarget).get('password');
    const parsed = signInLinkSchema.safeParse({ token, password });
    if (!parsed.success) {
      setFieldError(errorsByField(parsed.error.issues).password);
      return;
    }
    setFieldError(undefined);
    setError(null);
    setPending(true);
    try {
      // A day stored on this device by anyone goes first.
      await forgetDay().catch(() => {});
      await apiRequest('POST', '/api/sign-in-link', parsed.data);
      window.location.assign(destination);
    } catch (failure) {
      setPending(false);
      setError(failureWords(failure, somethingWentWrong));
    }
  }

  return (
    <form onSubmit={onSubmit} noValidate className="mt-6 space-y-4">
      {/* Lets password managers store the new password under the right account. */}
      <input type="text" name="username" value={username} autoComplete="username" readOnly hidden />
      <Field
        id={`${id}-password`}
        label={copy.newPasswordLabel}
        error={fieldError}
        hint={validationMessages.passwordHint(NEW_PASSWORD_MIN_LENGTH)}
      >
        {(control) => (
          <input
            {...control}
            name="password"
            type="password"
            autoComplete="new-password"
            minLength={NEW_PASSWORD_MIN_LENGTH}
            required
          />
        )}
      </Field>
      <button type="submit" aria-disabled={pending} className={`${buttonClasses()} w-full`}>
        {pending ? busyMessages.signingIn : copy.submitLabel}
      </button>
      <BusyStatus busy={pending}>{busyMessages.signingIn}</BusyStatus>
      {error && (
        <p role="alert" className="rounded-lg border border-red-300 bg-red-50 px-4 py-3 text-sm text-red-800">
          {error}{' '}
          <IntentLink href="/login" className="font-semibold underline">
            {copy.loginLinkLabel}
          </IntentLink>
        </p>
      )}
    </form>
  );
}
