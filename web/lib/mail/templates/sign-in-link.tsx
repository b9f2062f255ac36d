import { Button, Heading, Section, Text } from '@react-email/components';

import { EmailLayout, emailStyles } from './layout';

export interface SignInLinkEmailProps {
  productName: string;
  username: string;
  /** new-account and password-reset come from support's member tool; requested, from the login page or checkout. */
  purpose: 'new-account' | 'password-reset' | 'requested';
  signInUrl: string;
  loginUrl: string;
}

const WORDS = {
  'new-account': (productName: string) => ({
    heading: `Your ${productName} account is ready`,
    lead: 'Use this link once within 7 days to choose your password and sign in:',
    footer: 'You receive this e-mail because our support team opened an account for this address at your request.',
  }),
  'password-reset': () => ({
    heading: 'Choose a new password',
    lead: 'Your previous password no longer works. Use this link once within 7 days to choose a new one and sign in:',
    footer: 'You receive this e-mail because our support team reset the password for this address at your request.',
  }),
  requested: () => ({
    heading: 'Your sign-in link',
    lead: 'Someone, hopefully you, asked for a sign-in link for this address. It works once, within 1 hour: use it to choose a password and sign in.',
    footer: 'If you did not ask for it, ignore this e-mail: nothing changes until the link is used.',
  }),
} as const;

/** A single-use link with which the member chooses a password and signs in. */
export function SignInLinkEmail(props: SignInLinkEmailProps) {
  const words = WORDS[props.purpose](props.productName);
  return (
    <EmailLayout preview={words.heading} productName={props.productName} footer={words.footer}>
      <Heading style={emailStyles.heading}>{words.heading}</Heading>
      <Text style={emailStyles.text}>
        <strong>Your username:</strong> {props.username}
      </Text>
      <Text style={emailStyles.text}>{words.lead}</Text>
      <Section style={{ margin: '20px 0' }}>
        <Button href={props.signInUrl} style={emailStyles.button}>
          Choose your password
        </Button>
      </Section>
      <Text style={emailStyles.muted}>
        Choosing a password signs out every other browser signed in to your account. After that, sign in at{' '}
        {props.loginUrl} with your username and password.
      </Text>
    </EmailLayout>
  );
}
