import { Button, Heading, Link, Section, Text } from '@react-email/components';
import { button, EmailLayout, heading, paragraph, small } from './EmailLayout.tsx';

/** The words of a message that asks for one step: a heading, a few paragraphs, one button. */
export interface ActionEmailProps {
  preview: string;
  heading: string;
  paragraphs: readonly string[];
  /** The one step; none for a message that only tells (an address changed). */
  action?: { label: string; url: string } | undefined;
  reason: string;
  unsubscribeUrl?: string | undefined;
  /** The recipient's language, and the frame's words in it. */
  lang: string;
  frameWords: { orOpenLink: string; unsubscribe: string };
}

/**
 * Which part of the message the tree renders: the HTML one has the button and, for mail apps that hide
 * buttons, the link written out; the plain-text one says the step once, as its words and the link.
 */
export type EmailPart = 'html' | 'text';

/**
 * Every account message has this shape (decision 054): what happened, what to do, one button, and the
 * link written out for mail apps that hide buttons.
 */
export function ActionEmail({
  part,
  preview,
  heading: title,
  paragraphs,
  action,
  reason,
  unsubscribeUrl,
  lang,
  frameWords,
}: ActionEmailProps & { part: EmailPart }) {
  return (
    <EmailLayout
      preview={preview}
      reason={reason}
      unsubscribeUrl={unsubscribeUrl}
      lang={lang}
      unsubscribeWords={frameWords.unsubscribe}
    >
      <Heading as="h1" style={heading}>
        {title}
      </Heading>
      {paragraphs.map((words) => (
        <Text key={words} style={paragraph}>
          {words}
        </Text>
      ))}
      {action && part === 'text' && (
        // Plain text has no button: its label and the link would each name the step ("Choose a new password
        // https://…", then "Or open this link: https://…"), the link twice.
        <Text style={paragraph}>
          {action.label}: {action.url}
        </Text>
      )}
      {action && part === 'html' && (
        <>
          <Section style={{ margin: '24px 0' }}>
            <Button href={action.url} style={button}>
              {action.label}
            </Button>
          </Section>
          <Text style={small}>
            {frameWords.orOpenLink} <Link href={action.url}>{action.url}</Link>
          </Text>
        </>
      )}
    </EmailLayout>
  );
}
