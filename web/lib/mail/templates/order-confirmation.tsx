import { Button, Heading, Section, Text } from '@react-email/components';

import { formatPrice } from '../../money';
import { EmailLayout, emailStyles } from './layout';

export interface OrderConfirmationProps {
  productName: string;
  username: string;
  orderId: string;
  amountCents: number;
  currency: string;
  orderedAt: string;
  signInUrl: string;
  loginUrl: string;
  donationLine: string;
  /** False when the address already had an account: this order joined it, and no password was shown. */
  newMember: boolean;
}

/**
 * Sent once per order. Carries the username and a single-use sign-in link,
 * never the password (the success page shows a new member's password once, to
 * the browser that paid). Only the address's owner reads this, so only here
 * does an existing account's username appear.
 */
export function OrderConfirmationEmail(props: OrderConfirmationProps) {
  const total = formatPrice(props.amountCents / 100, props.currency.toUpperCase());
  return (
    <EmailLayout preview={`Your ${props.productName} is ready`} productName={props.productName}>
      <Heading style={emailStyles.heading}>Your {props.productName} is ready</Heading>
      <Text style={emailStyles.text}>Thank you for your purchase. Here is your order and how to sign in.</Text>
      <Section style={emailStyles.box}>
        <Text style={emailStyles.text}>
          <strong>Order:</strong> {props.orderId}
          <br />
          <strong>Date:</strong> {new Date(props.orderedAt).toUTCString()}
          <br />
          <strong>{props.productName}</strong> (one-time purchase): {total}
          <br />
          <strong>Total paid:</strong> {total}
        </Text>
      </Section>
      <Text style={emailStyles.text}>
        <strong>Your username:</strong> {props.username}
      </Text>
      <Text style={emailStyles.text}>
        {props.newMember
          ? 'Your password was shown on the page after payment. To sign in without it, use this link once within 7 days; it also lets you choose a password of your own:'
          : 'This e-mail address already had an account, so this purchase was added to it and no new password was made. Use this link once within 7 days to sign in and choose a new password:'}
      </Text>
      <Section style={{ margin: '20px 0' }}>
        <Button href={props.signInUrl} style={emailStyles.button}>
          Sign in to your reset
        </Button>
      </Section>
      <Text style={emailStyles.muted}>
        Choosing a password through the link signs out every other browser signed in to your account. After that, sign
        in at {props.loginUrl} with your username and password. The complete guide (PDF) is attached: the full timeline
        from 7:00 AM to 10:00 PM, the supplement schedule and all five meal plans.
      </Text>
      <Text style={emailStyles.muted}>{props.donationLine}</Text>
    </EmailLayout>
  );
}
