import { Heading, Text } from '@react-email/components';

import type { getAccessWithdrawnEmailCopy } from '../../content/emails';
import { EmailLayout, emailStyles } from './layout';

/** The words, filled in, with the footer of the e-mails to buyers. */
export type AccessWithdrawnWords = Awaited<ReturnType<typeof getAccessWithdrawnEmailCopy>>;

/** Tells the buyer that a refund or a dispute ended their access, and where to write about it. */
export function AccessWithdrawnEmail({
  reason,
  words,
}: {
  reason: 'refunded' | 'disputed';
  words: AccessWithdrawnWords;
}) {
  return (
    <EmailLayout preview={words.subject} footer={words.footer}>
      <Heading style={emailStyles.heading}>{words.heading}</Heading>
      <Text style={emailStyles.text}>{words[reason]}</Text>
      <Text style={emailStyles.text}>{words.contact}</Text>
    </EmailLayout>
  );
}
