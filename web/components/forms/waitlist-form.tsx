import { waitlistMessages } from '@/lib/messages/storefront';

import { EmailSignupFields } from './email-signup-fields';

interface WaitlistFormProps {
  placeholder: string;
  buttonLabel: string;
}

/**
 * The 'Notify Me' box of the coming-soon apps section: an e-mail input with no
 * other checks. No request was ever specified for it, but a visitor who types
 * an address expects it kept, so it is stored (POST /api/waitlist).
 */
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
