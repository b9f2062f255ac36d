import { waitlistMessages } from '@/lib/messages/storefront';

import { EmailSignupFields } from './email-signup-fields';

interface WaitlistFormProps {
  placeholder: string;
  buttonLabel: string;
}

/** No request was specified for it, but a visitor who types an address expects it kept. */
export function WaitlistForm({ placeholder, buttonLabel }: WaitlistFormProps) {
  return (
    <EmailSignupFields
      endpoint="/api/waitlist"
      label={placeholder}
      placeholder={placeholder}
      buttonLabel={buttonLabel}
      messages={{ showServerRefusal: true, failed: waitlistMessages.failed }}
    />
  );
}
