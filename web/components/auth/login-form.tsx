'use client';

import { useId, useState, type FormEvent } from 'react';

import { BusyStatus } from '@/components/ui/busy-status';
import { buttonClasses } from '@/components/ui/button-styles';
import { errorsByField, Field, focusSoon, FormError } from '@/components/ui/field';
import { toast, toastAfterNavigation } from '@/components/ui/toast-store';
import { ApiError, apiRequest, failureWords } from '@/lib/api-client';
import { safeNextPath } from '@/lib/http/next-path';
import { forgetDay } from '@/lib/offline/forget';
import { busyMessages } from '@/lib/messages/busy';
import { loginMessages, somethingWentWrong } from '@/lib/messages/storefront';
import { loginSchema } from '@/lib/validation/forms';

type FieldErrors = Partial<Record<'username' | 'password', string>>;

/** The page's `next` if it is one path on this site, else the dashboard. */
function destination(): string {
  const next = new URLSearchParams(window.location.search).getAll('next');
  return (next.length === 1 ? safeNextPath(next[0], window.location.origin) : null) ?? '/dashboard';
}

export function LoginForm({ copy }: { copy: Record<'usernameLabel' | 'passwordLabel' | 'submitLabel', string> }) {
  const id = useId();
  const [pending, setPending] = useState(false);
  const [failed, setFailed] = useState<string | false>(false);
  const [errors, setErrors] = useState<FieldErrors>({});

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    const form = new FormData(event.currentTarget);
    const parsed = loginSchema.safeParse({ username: form.get('username'), password: form.get('password') });
    if (!parsed.success) {
      const fieldErrors = errorsByField(parsed.error.issues);
      setErrors(fieldErrors);
      focusSoon(`${id}-${fieldErrors.username ? 'username' : 'password'}`);
      return;
    }
    setErrors({});
    setFailed(false);
    setPending(true);
    try {
      // A day stored on this device was someone's whose session is over.
      await forgetDay().catch(() => {});
      await apiRequest('POST', '/api/login', parsed.data);
      toastAfterNavigation(loginMessages.welcome);
      // A full load: links prefetched while signed out cached redirects to /login.
      window.location.assign(destination());
    } catch (error) {
      // Otherwise (access ended, too many tries, offline) the server says why.
      const message =
        error instanceof ApiError && error.status === 401
          ? loginMessages.invalid
          : failureWords(error, somethingWentWrong);
      setFailed(message);
      setPending(false);
      toast({ title: loginMessages.failedTitle, description: message, variant: 'destructive', echo: true });
      focusSoon(`${id}-failed`);
    }
  }

  return (
    <form onSubmit={onSubmit} noValidate className="mt-6 space-y-4">
      {failed && <FormError id={`${id}-failed`}>{failed}</FormError>}
      <Field id={`${id}-username`} label={copy.usernameLabel} error={errors.username}>
        {(control) => (
          <input
            {...control}
            name="username"
            required
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
          />
        )}
      </Field>
      <Field id={`${id}-password`} label={copy.passwordLabel} error={errors.password}>
        {(control) => <input {...control} name="password" type="password" required autoComplete="current-password" />}
      </Field>
      <button type="submit" aria-disabled={pending} className={`${buttonClasses()} w-full`}>
        {pending ? busyMessages.loggingIn : copy.submitLabel}
      </button>
      <BusyStatus busy={pending}>{busyMessages.loggingIn}</BusyStatus>
    </form>
  );
}
