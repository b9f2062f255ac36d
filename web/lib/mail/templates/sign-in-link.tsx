import { Heading, Text } from '@react-email/components';

import type { getSignInEmailCopy } from '../../content/emails';
import { fillWords } from '../../content/words';
import type { OutboxPayload } from '../messages';
import { EmailButton, EmailLayout, emailStyles } from './layout';

type SignInLinkCopy = Awaited<ReturnType<typeof getSignInEmailCopy>>;

const PURPOSES = { 'new-account': 'newAccount', 'password-reset': 'passwordReset', requested: 'requested' } as const;

export const purposeWords = (copy: SignInLinkCopy, purpose: OutboxPayload<'sign_in_link'>['purpose']) =>
  copy[PURPOSES[purpose]];

/** A single-use link with which the member chooses a password and signs in; `words` are the purpose's, filled in. */
export function SignInLinkEmail(props: {
  username: string;
  signInUrl: string;
  loginUrl: string;
  copy: SignInLinkCopy;
  words: ReturnType<typeof purposeWords>;
}) {
  const { copy, words } = props;
  return (
    <EmailLayout preview={words.heading} footer={words.footer}>
      <Heading style={emailStyles.heading}>{words.heading}</Heading>
      <Text style={emailStyles.text}>
        <strong>{copy.usernameLabel}</strong> {props.username}
      </Text>
      <Text style={emailStyles.text}>{words.lead}</Text>
      <EmailButton href={props.signInUrl}>{copy.buttonLabel}</EmailButton>
      <Text style={emailStyles.muted}>{fillWords(copy.note, { loginUrl: props.loginUrl })}</Text>
    </EmailLayout>
  );
}
