import { Heading, Section, Text } from '@react-email/components';

import type { getOperator, getOrderEmailContent } from '../../content/emails';
import { fillWords } from '../../content/words';
import { discountMessages } from '../../messages/storefront';
import { formatPrice } from '../../money';
import { includedVatCents, orderNumber } from '../../orders/order-number';
import type { OutboxPayload } from '../messages';
import { EmailButton, EmailLayout, emailStyles } from './layout';

type OrderConfirmationProps = OutboxPayload<'order_confirmation'> & {
  productName: string;
  operator: Awaited<ReturnType<typeof getOperator>>;
  /** Absent when the order gave no access (`accessHeldText`). */
  signInUrl?: string;
  loginUrl: string;
  donationLine: string;
  /** Support had closed the account, so this order opened nothing: said instead of how to sign in. */
  accessHeldText?: string;
  words: Awaited<ReturnType<typeof getOrderEmailContent>>['words'];
};

/**
 * Carries the username and a single-use sign-in link, never the password.
 * Only the address's owner reads this, so only here does an existing account's username appear.
 */
export function OrderConfirmationEmail(props: OrderConfirmationProps) {
  const currency = props.currency.toUpperCase();
  const total = formatPrice(props.amountCents / 100, currency);
  const discount = props.discountCents ?? 0;
  const { operator } = props;
  const vatRate = operator.vatNumber ? operator.vatRatePercent : null;
  const date = new Intl.DateTimeFormat('en-IE', { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(props.orderedAt),
  );
  const origin = new URL(props.loginUrl).origin;
  const fill = (text: string) =>
    fillWords(text, {
      productName: props.productName,
      supportEmail: operator.supportEmail,
      loginUrl: props.loginUrl,
      guideUrl: `${origin}/assets/printable-guide.html`,
      trackerUrl: `${origin}/daily-reset-tracker`,
      vatRate: vatRate ?? '',
    });
  const { words } = props;
  const heading = fill(words.heading);
  return (
    <EmailLayout preview={heading} footer={fill(words.footer)}>
      <Heading style={emailStyles.heading}>{heading}</Heading>
      <Text style={emailStyles.text}>{fill(words.intro)}</Text>
      <Section style={emailStyles.box}>
        <Text style={emailStyles.text}>
          <strong>{words.receiptHeading}</strong>
          <br />
          <strong>{words.orderNumberLabel}</strong> {orderNumber(props.orderId)}
          <br />
          <strong>{words.dateLabel}</strong> {date}
          <br />
          <strong>{props.productName}</strong> {words.purchaseLabel}:{' '}
          {formatPrice((props.amountCents + discount) / 100, currency)}
          <br />
          {props.discountCode && (
            <>
              {discountMessages.applied(props.discountCode)}: −{formatPrice(discount / 100, currency)}
              <br />
            </>
          )}
          <strong>{words.totalLabel}</strong> {total}
          {vatRate !== null && (
            <>
              <br />
              {fill(words.vatLine)} {formatPrice(includedVatCents(props.amountCents, vatRate) / 100, currency)}
            </>
          )}
        </Text>
        <Text style={emailStyles.muted}>
          {words.soldBy} {operator.legalName}, {operator.postalAddress.split('\n').join(', ')}
          {operator.companyNumber && (
            <>
              <br />
              {words.companyNumberLabel} {operator.companyNumber}
            </>
          )}
          {operator.vatNumber && (
            <>
              <br />
              {words.vatNumberLabel} {operator.vatNumber}
            </>
          )}
          <br />
          {fill(words.questions)}
        </Text>
      </Section>
      <Text style={emailStyles.text}>
        <strong>{words.usernameLabel}</strong> {props.username}
      </Text>
      {props.accessHeldText || !props.signInUrl ? (
        <Text style={emailStyles.text}>{props.accessHeldText}</Text>
      ) : (
        <>
          <Text style={emailStyles.text}>{fill(props.newMember ? words.newMemberText : words.existingMemberText)}</Text>
          <EmailButton href={props.signInUrl}>{words.buttonLabel}</EmailButton>
          <Text style={emailStyles.muted}>{fill(words.signInNote)}</Text>
        </>
      )}
      <Text style={emailStyles.muted}>{fill(words.webPagesNote)}</Text>
      <Text style={emailStyles.muted}>{props.donationLine}</Text>
    </EmailLayout>
  );
}
