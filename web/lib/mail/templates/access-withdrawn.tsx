import { Heading, Text } from '@react-email/components';

import { fillWords } from '../../content/words';
import { EmailLayout, emailStyles } from './layout';

/** The e-mail's words, as editors write them (emailCopy.accessWithdrawn), with the footer of the e-mails to buyers. */
export interface AccessWithdrawnWords {
  subject: string;
  heading: string;
  refunded: string;
  disputed: string;
  contact: string;
  footer: string;
}

export interface AccessWithdrawnEmailProps {
  productName: string;
  username: string;
  reason: 'refunded' | 'disputed';
  supportEmail: string;
  words: AccessWithdrawnWords;
}

/** The words with what they name filled in. */
export function accessWithdrawnWords(props: Omit<AccessWithdrawnEmailProps, 'reason'>): AccessWithdrawnWords {
  const fill = (text: string) =>
    fillWords(text, { productName: props.productName, username: props.username, supportEmail: props.supportEmail });
  const { words } = props;
  return {
    subject: fill(words.subject),
    heading: fill(words.heading),
    refunded: fill(words.refunded),
    disputed: fill(words.disputed),
    contact: fill(words.contact),
    footer: fill(words.footer),
  };
}

/** Tells the buyer that a refund or a dispute ended their access, and where to write about it. */
export function AccessWithdrawnEmail(props: AccessWithdrawnEmailProps) {
  const words = accessWithdrawnWords(props);
  return (
    <EmailLayout preview={words.subject} footer={words.footer}>
      <Heading style={emailStyles.heading}>{words.heading}</Heading>
      <Text style={emailStyles.text}>{props.reason === 'refunded' ? words.refunded : words.disputed}</Text>
      <Text style={emailStyles.text}>{words.contact}</Text>
    </EmailLayout>
  );
}
