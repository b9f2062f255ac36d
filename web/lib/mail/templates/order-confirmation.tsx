import { Button, Heading, Section, Text } from '@react-email/components';

import { formatPrice } from '../../money';
import { includedVatCents, orderNumber } from '../../orders/order-number';
import { EmailLayout, emailStyles } from './layout';

/** Who sells, as the site settings hold it. */
export interface ReceiptOperator {
  legalName: string;
  postalAddress: string;
  supportEmail: string;
  companyNumber: string | null;
  vatNumber: string | null;
  vatRatePercent: number | null;
}

export interface OrderConfirmationProps {
  productName: string;
  username: string;
  orderId: string;
  operator: ReceiptOperator;
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
  const currency = props.currency.toUpperCase();
  const total = formatPrice(props.amountCents / 100, currency);
  const { operator } = props;
  const vatRate = operator.vatNumber ? operator.vatRatePercent : null;
  const date = new Intl.DateTimeFormat('en-IE', { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(props.orderedAt),
  );
  return (
    <EmailLayout preview={`Your ${props.productName} is ready`} productName={props.productName}>
      <Heading style={emailStyles.heading}>Your {props.productName} is ready</Heading>
      <Text style={emailStyles.text}>Thank you for your purchase. Here is your receipt and how to sign in.</Text>
      <Section style={emailStyles.box}>
        <Text style={emailStyles.text}>
          <strong>Receipt</strong>
          <br />
          <strong>Order number:</strong> {orderNumber(props.orderId)}
          <br />
          <strong>Date:</strong> {date}
          <br />
          <strong>{props.productName}</strong> (one-time purchase): {total}
          <br />
          <strong>Total paid:</strong> {total}
          {vatRate !== null && (
            <>
              <br />
              Includes VAT at {vatRate}%: {formatPrice(includedVatCents(props.amountCents, vatRate) / 100, currency)}
            </>
          )}
        </Text>
        <Text style={emailStyles.muted}>
          Sold by {operator.legalName}, {operator.postalAddress.split('\n').join(', ')}
          {operator.companyNumber && (
            <>
              <br />
              Company registration: {operator.companyNumber}
            </>
          )}
          {operator.vatNumber && (
            <>
              <br />
              VAT number: {operator.vatNumber}
            </>
          )}
          <br />
          Questions about your order: reply to this e-mail or write to {operator.supportEmail}, quoting your order
          number.
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
        in at {props.loginUrl} with your username and password. Attached: the complete guide (PDF), with the full
        timeline from 7:00 AM to 10:00 PM, the supplement schedule and all five meal plans, and the printable 7-day
        tracker (PDF), which the money-back guarantee asks you to fill in.
      </Text>
      <Text style={emailStyles.muted}>
        Both are also web pages once you are signed in, easier to read with a screen reader or on a phone: the guide at{' '}
        {`${new URL(props.loginUrl).origin}/assets/printable-guide.html`} and the tracker at{' '}
        {`${new URL(props.loginUrl).origin}/daily-reset-tracker`}.
      </Text>
      <Text style={emailStyles.muted}>{props.donationLine}</Text>
    </EmailLayout>
  );
}
