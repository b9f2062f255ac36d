import { Heading, Section, Text } from '@react-email/components';

import { formatPrice } from '../../money';
import type { OutboxPayload } from '../messages';
import { EmailLayout, emailStyles } from './layout';

/** For support: a payment that arrived for an account support had closed, and so opened nothing. */
export function PaymentHeldEmail(props: OutboxPayload<'payment_held'> & { productName: string }) {
  const amount = formatPrice(props.amountCents / 100, props.currency);
  return (
    <EmailLayout
      preview={`A payment for ${props.username} waits for you`}
      footer={`Sent by the ${props.productName} site. The buyers view shows this order as HELD FOR SUPPORT until access is restored or the payment refunded.`}
    >
      <Heading style={emailStyles.heading}>A payment arrived for an account you closed</Heading>
      <Text style={emailStyles.text}>
        {props.email} paid {amount} (order {props.orderId}, payment {props.paymentIntentId}). Their account{' '}
        {props.username} stays closed, as support left it, so this payment gave no access and the buyer got only the
        receipt.
      </Text>
      <Section style={emailStyles.box}>
        <Text style={emailStyles.text}>
          Either give access back: npm run member -- restore {props.username} &quot;paid again on order {props.orderId}
          &quot;
        </Text>
        <Text style={emailStyles.text}>Or refund the payment {props.paymentIntentId} in Stripe&apos;s dashboard.</Text>
      </Section>
    </EmailLayout>
  );
}
