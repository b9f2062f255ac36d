import { Button, Heading, Section, Text } from '@react-email/components';

import { EmailLayout, emailStyles } from './layout';

export interface SignInLinkEmailProps {
  productName: string;
  username: string;
  signInUrl: string;
}

/** The link a member asked for on the login page (or at checkout): once, within the hour. */
export function SignInLinkEmail(props: SignInLinkEmailProps) {
  return (
    <EmailLayout preview={`Your sign-in link for the ${props.productName}`} productName={props.productName}>
      <Heading style={emailStyles.heading}>Your sign-in link</Heading>
      <Text style={emailStyles.text}>
        Someone, hopefully you, asked for a sign-in link for this address. Your username is{' '}
        <strong>{props.username}</strong>.
      </Text>
      <Section style={{ margin: '20px 0' }}>
        <Button href={props.signInUrl} style={emailStyles.button}>
          Sign in and choose a password
        </Button>
      </Section>
      <Text style={emailStyles.muted}>
        The link works once, within 1 hour. Choosing a password through it signs out every other browser signed in to
        your account. If you did not ask for it, ignore this e-mail: nothing changes until the link is used.
      </Text>
    </EmailLayout>
  );
}
