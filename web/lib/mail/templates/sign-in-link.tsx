import { Button, Heading, Section, Text } from '@react-email/components';

import { fillWords } from '../../content/words';
import { EmailLayout, emailStyles } from './layout';

export type SignInLinkPurpose = 'new-account' | 'password-reset' | 'requested';

interface PurposeWords {
  subject: string;
  heading: string;
  lead: string;
  footer: string;
}

/** The e-mails' words, as editors write them (emailCopy.signIn): one set per purpose. */
export interface SignInLinkWords {
  newAccount: PurposeWords;
  passwordReset: PurposeWords;
  requested: PurposeWords;
  usernameLabel: string;
  buttonLabel: string;
  note: string;
}

export interface SignInLinkEmailProps {
  productName: string;
  username: string;
  /** new-account and password-reset come from support's member tool; requested, from the login page or checkout. */
  purpose: SignInLinkPurpose;
  signInUrl: string;
  loginUrl: string;
  words: SignInLinkWords;
}

const PURPOSES = { 'new-account': 'newAccount', 'password-reset': 'passwordReset', requested: 'requested' } as const;

/** The words for one purpose, with the product's name filled in. */
export function signInLinkWords(words: SignInLinkWords, purpose: SignInLinkPurpose, productName: string): PurposeWords {
  const chosen = words[PURPOSES[purpose]];
  return {
    subject: fillWords(chosen.subject, { productName }),
    heading: fillWords(chosen.heading, { productName }),
    lead: fillWords(chosen.lead, { productName }),
    footer: fillWords(chosen.footer, { productName }),
  };
}

/** A single-use link with which the member chooses a password and signs in. */
export function SignInLinkEmail(props: SignInLinkEmailProps) {
  const words = signInLinkWords(props.words, props.purpose, props.productName);
  return (
    <EmailLayout preview={words.heading} footer={words.footer}>
      <Heading style={emailStyles.heading}>{words.heading}</Heading>
      <Text style={emailStyles.text}>
        <strong>{props.words.usernameLabel}</strong> {props.username}
      </Text>
      <Text style={emailStyles.text}>{words.lead}</Text>
      <Section style={{ margin: '20px 0' }}>
        <Button href={props.signInUrl} style={emailStyles.button}>
          {props.words.buttonLabel}
        </Button>
      </Section>
      <Text style={emailStyles.muted}>{fillWords(props.words.note, { loginUrl: props.loginUrl })}</Text>
    </EmailLayout>
  );
}
