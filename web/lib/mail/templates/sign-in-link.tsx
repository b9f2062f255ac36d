import { Button, Heading, Section, Text } from '@react-email/components';

import { EmailLayout, emailStyles } from './layout';

export interface SignInLinkEmailProps {
  productName: string;
  username: string;
  purpose: 'new-account' | 'password-reset';
  signInUrl: string;
  loginUrl: string;
}

/** A single-use link with which the member chooses a password: for an account support created, or a reset. */
export function SignInLinkEmail(props: SignInLinkEmailProps) {
  const heading =
    props.purpose === 'new-account' ? `Your ${props.productName} account is ready` : 'Choose a new password';
  return (
    <EmailLayout
      preview={heading}
      productName={props.productName}
      footer={`You receive this e-mail because our support team ${props.purpose === 'new-account' ? 'opened an account' : 'reset the password'} for this address at your request.`}
    >
      <Heading style={emailStyles.heading}>{heading}</Heading>
      <Text style={emailStyles.text}>
        <strong>Your username:</strong> {props.username}
      </Text>
      <Text style={emailStyles.text}>
        {props.purpose === 'new-account'
          ? 'Use this link once within 7 days to choose your password and sign in:'
          : 'Your previous password no longer works. Use this link once within 7 days to choose a new one and sign in:'}
      </Text>
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
