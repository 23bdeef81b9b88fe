import { Button, Heading, Link, Section, Text } from '@react-email/components';
import { button, EmailLayout, heading, paragraph, small } from './EmailLayout.tsx';

export interface VerifyEmailEmailProps {
  displayName: string;
  verifyUrl: string;
  validFor: string;
}

/** After signup: the link that proves the account reads this address. */
export function VerifyEmailEmail({ displayName, verifyUrl, validFor }: VerifyEmailEmailProps) {
  return (
    <EmailLayout
      preview="One tap to confirm your email address."
      reason="You got this email because this address was used to create an account. If it wasn’t you, ignore it."
    >
      <Heading as="h1" style={heading}>
        Confirm your email address
      </Heading>
      <Text style={paragraph}>Hi {displayName}, welcome!</Text>
      <Text style={paragraph}>
        Confirm this address so we can reach you about your events, and so you can get back in if you forget your
        password. The link works for {validFor}.
      </Text>
      <Section style={{ margin: '24px 0' }}>
        <Button href={verifyUrl} style={button}>
          Confirm my address
        </Button>
      </Section>
      <Text style={small}>
        Or open this link: <Link href={verifyUrl}>{verifyUrl}</Link>
      </Text>
    </EmailLayout>
  );
}
