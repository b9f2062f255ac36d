import { Heading, Text } from '@react-email/components';

import { EmailLayout, emailStyles } from './layout';

export interface AccessWithdrawnEmailProps {
  productName: string;
  username: string;
  reason: 'refunded' | 'disputed';
  supportEmail: string;
}

/** Tells the buyer that a refund or a dispute ended their access, and where to write about it. */
export function AccessWithdrawnEmail(props: AccessWithdrawnEmailProps) {
  const cause =
    props.reason === 'refunded'
      ? `Your payment for the ${props.productName} was refunded`
      : `A dispute was opened with your bank about your payment for the ${props.productName}`;
  return (
    <EmailLayout preview={`Your access to the ${props.productName} has ended`} productName={props.productName}>
      <Heading style={emailStyles.heading}>Your access has ended</Heading>
      <Text style={emailStyles.text}>
        {cause}, so the account {props.username} can no longer sign in to the members’ area.
      </Text>
      <Text style={emailStyles.text}>
        If you think this is a mistake, or you would like your access back, write to us at {props.supportEmail}.
      </Text>
    </EmailLayout>
  );
}
