import { Heading, Section, Text } from '@react-email/components';

import { EmailLayout, emailStyles } from './layout';

export interface ContactMessageEmailProps {
  productName: string;
  messageId: string;
  name: string;
  email: string;
  subject: string;
  message: string;
}

/** A contact-form message, for support: replying answers the sender (Reply-To). */
export function ContactMessageEmail(props: ContactMessageEmailProps) {
  return (
    <EmailLayout
      preview={props.subject}
      footer={`Sent by the contact form. Reply to answer ${props.email}, then set message ${props.messageId} to answered in contact_messages.`}
    >
      <Heading style={emailStyles.heading}>{props.subject}</Heading>
      <Text style={emailStyles.muted}>
        From {props.name} &lt;{props.email}&gt;, message {props.messageId}
      </Text>
      <Section style={emailStyles.box}>
        <Text style={{ ...emailStyles.text, whiteSpace: 'pre-wrap' }}>{props.message}</Text>
      </Section>
    </EmailLayout>
  );
}
