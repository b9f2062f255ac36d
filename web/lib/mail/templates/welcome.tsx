import { Button, Heading, Section, Text } from '@react-email/components';

import { fillWords } from '../../content/words';
import { EmailLayout, emailStyles } from './layout';

export interface WelcomeEmailProps {
  productName: string;
  username: string;
  intro: string;
  tips: string[];
  signOff: string;
  dashboardUrl: string;
  /** The heading, with {username}; the button; the footer of the e-mails to buyers, with {productName}. */
  heading: string;
  buttonLabel: string;
  footer: string;
}

/** The welcome e-mail with the quick-start tips editors keep in the studio. */
export function WelcomeEmail(props: WelcomeEmailProps) {
  return (
    <EmailLayout preview={props.intro} footer={fillWords(props.footer, { productName: props.productName })}>
      <Heading style={emailStyles.heading}>{fillWords(props.heading, { username: props.username })}</Heading>
      <Text style={emailStyles.text}>{props.intro}</Text>
      <Section style={emailStyles.box}>
        {props.tips.map((tip, index) => (
          <Text key={tip} style={emailStyles.text}>
            {index + 1}. {tip}
          </Text>
        ))}
      </Section>
      <Section style={{ margin: '20px 0' }}>
        <Button href={props.dashboardUrl} style={emailStyles.button}>
          {props.buttonLabel}
        </Button>
      </Section>
      <Text style={emailStyles.text}>{props.signOff}</Text>
    </EmailLayout>
  );
}
