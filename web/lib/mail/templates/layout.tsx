import { Body, Button, Container, Head, Hr, Html, Preview, Section, Text } from '@react-email/components';
import type { ReactNode } from 'react';

export const emailStyles = {
  body: { backgroundColor: '#f1f5f3', fontFamily: 'Helvetica, Arial, sans-serif', color: '#12202b' },
  container: { backgroundColor: '#ffffff', margin: '24px auto', padding: '32px', maxWidth: '560px', borderRadius: 12 },
  heading: { color: '#0b3a23', fontSize: 24, margin: '0 0 16px' },
  text: { fontSize: 15, lineHeight: '24px', margin: '0 0 12px' },
  muted: { fontSize: 13, lineHeight: '20px', color: '#475569' },
  button: {
    backgroundColor: '#12663c',
    color: '#ffffff',
    padding: '12px 24px',
    borderRadius: 999,
    fontWeight: 600,
    textDecoration: 'none',
  },
  box: { backgroundColor: '#eefbf4', borderRadius: 8, padding: '16px', margin: '16px 0' },
} as const;

export function EmailButton({ href, children }: { href: string; children: ReactNode }) {
  return (
    <Section style={{ margin: '20px 0' }}>
      <Button href={href} style={emailStyles.button}>
        {children}
      </Button>
    </Section>
  );
}

export function EmailLayout({
  preview,
  children,
  footer,
}: {
  preview: string;
  children: ReactNode;
  /** Why the reader gets this e-mail (for a buyer, the e-mail copy's footer). */
  footer: string;
}) {
  return (
    <Html lang="en">
      <Head />
      <Preview>{preview}</Preview>
      <Body style={emailStyles.body}>
        <Container style={emailStyles.container}>
          {children}
          <Hr />
          <Section>
            <Text style={emailStyles.muted}>{footer}</Text>
          </Section>
        </Container>
      </Body>
    </Html>
  );
}
