import type { NewsletterCopy } from '@/lib/content';
import { subscribeMessages } from '@/lib/messages/storefront';

import { EmailSignupFields } from './email-signup-fields';

export function NewsletterForm({ copy }: { copy: NewsletterCopy }) {
  return (
    <EmailSignupFields
      endpoint="/api/subscribe"
      heading={copy.heading}
      description={copy.description}
      label={copy.emailLabel}
      placeholder={copy.placeholder}
      buttonLabel={copy.buttonLabel}
      messages={{
        kept: subscribeMessages.subscribed,
        alreadyKept: subscribeMessages.alreadySubscribed,
        failed: subscribeMessages.failed,
      }}
    />
  );
}
