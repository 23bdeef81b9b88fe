import { Button, Heading, Link, Section, Text } from '@react-email/components';
import { button, EmailLayout, heading, paragraph, small } from './EmailLayout.tsx';

export interface PasswordResetEmailProps {
  displayName: string;
  resetUrl: string;
  /** How long the link works, in words ("1 hour"). */
  validFor: string;
}

/** "Forgot password?": the link that sets a new one. */
export function PasswordResetEmail({ displayName, resetUrl, validFor }: PasswordResetEmailProps) {
  return (
    <EmailLayout
      preview="Choose a new password for your account."
      reason="You got this email because someone asked to reset the password of the account with this address. If it wasn’t you, ignore it: your password stays as it is."
    >
      <Heading as="h1" style={heading}>
        Reset your password
      </Heading>
      <Text style={paragraph}>Hi {displayName},</Text>
      <Text style={paragraph}>
        Press the button to choose a new password. The link works once, for {validFor}, and signs you out everywhere
        else.
      </Text>
      <Section style={{ margin: '24px 0' }}>
        <Button href={resetUrl} style={button}>
          Choose a new password
        </Button>
      </Section>
      <Text style={small}>
        Or open this link: <Link href={resetUrl}>{resetUrl}</Link>
      </Text>
    </EmailLayout>
  );
}
