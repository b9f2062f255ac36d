import { Heading, Section, Text } from '@react-email/components';

import type { getWelcomeEmailCopy } from '../../content/emails';
import { fillWords } from '../../content/words';
import { EmailButton, EmailLayout, emailStyles } from './layout';

/** The welcome e-mail with the quick-start tips editors keep in the studio. */
export function WelcomeEmail(props: {
  username: string;
  dashboardUrl: string;
  copy: Awaited<ReturnType<typeof getWelcomeEmailCopy>>;
}) {
  const { copy } = props;
  return (
    <EmailLayout preview={copy.welcomeIntro} footer={fillWords(copy.footer, { productName: copy.productName })}>
      <Heading style={emailStyles.heading}>{fillWords(copy.welcomeHeading, { username: props.username })}</Heading>
      <Text style={emailStyles.text}>{copy.welcomeIntro}</Text>
      <Section style={emailStyles.box}>
        {copy.quickStartTips.map((tip, index) => (
          <Text key={tip} style={emailStyles.text}>
            {index + 1}. {tip}
          </Text>
        ))}
      </Section>
      <EmailButton href={props.dashboardUrl}>{copy.welcomeButtonLabel}</EmailButton>
      <Text style={emailStyles.text}>{copy.signOff}</Text>
    </EmailLayout>
  );
}
