import { subscribeMessages } from '@/lib/validation/subscribe';

import { EmailSignupFields } from './email-signup-fields';

interface NewsletterFormProps {
  heading?: string;
  description?: string;
  buttonLabel?: string;
}

/**
 * Newsletter sign-up: 409 means already subscribed; any
 * other failure, network included, gets the generic message. A server component
 * on purpose: the messages live next to the zod schema, and reading them here
 * keeps zod out of the pages' JavaScript (the field needs no schema in the
 * browser: it is a required e-mail input).
 */
export function NewsletterForm({
  heading = 'Stay in the loop',
  description = 'Occasional wellness tips and news about the 24-Hour Reset. No spam; unsubscribe any time.',
  buttonLabel = 'Subscribe',
}: NewsletterFormProps) {
  return (
    <EmailSignupFields
      endpoint="/api/subscribe"
      heading={heading}
      description={description}
      label="Email address"
      placeholder="you@example.com"
      buttonLabel={buttonLabel}
      messages={{
        kept: subscribeMessages.subscribed,
        alreadyKept: subscribeMessages.alreadySubscribed,
        failed: subscribeMessages.failed,
      }}
    />
  );
}
