import { Heading, Section, Text } from '@react-email/components';

import type { OutboxPayload } from '../messages';
import { EmailLayout, emailStyles } from './layout';

/** A contact-form message, for support: replying answers the sender (Reply-To). */
export function ContactMessageEmail(props: OutboxPayload<'contact_message'> & { productName: string }) {
  return (
    <EmailLayout
      preview={props.subject}
      footer={`Sent by the contact form. Reply to answer ${props.email}, then set message ${props.messageId} to answered in contact_messages.`}
    >
      <Heading style={emailStyles.heading}>{props.subject}</Heading>
      <Text style={emailStyles.muted}>
        From {props.name} &lt;{props.email}&gt;, message {props.messageId}
      </Text>
      {props.quietUntil && (
        <Text style={emailStyles.text}>
          The contact form&apos;s last e-mail until {props.quietUntil.slice(0, 16).replace('T', ' ')} UTC: messages sent
          until then wait in contact_messages without one.
        </Text>
      )}
      {props.waiting > 0 && (
        <Text style={emailStyles.text}>
          {props.waiting} other {props.waiting === 1 ? 'message waits' : 'messages wait'} in contact_messages (status
          new).
        </Text>
      )}
      <Section style={emailStyles.box}>
        <Text style={{ ...emailStyles.text, whiteSpace: 'pre-wrap' }}>{props.message}</Text>
      </Section>
    </EmailLayout>
  );
}
