import { Button, Heading, Section, Text } from '@react-email/components';

import { EmailLayout, emailStyles } from './layout';

export interface WelcomeEmailProps {
  productName: string;
  username: string;
  intro: string;
  tips: string[];
  signOff: string;
  dashboardUrl: string;
}

/** The welcome e-mail with the quick-start tips editors keep in the studio. */
export function WelcomeEmail(props: WelcomeEmailProps) {
  return (
    <EmailLayout preview={props.intro} productName={props.productName}>
      <Heading style={emailStyles.heading}>Welcome, {props.username}!</Heading>
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
          Open your dashboard
        </Button>
      </Section>
      <Text style={emailStyles.text}>{props.signOff}</Text>
    </EmailLayout>
  );
}
