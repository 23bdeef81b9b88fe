import { Body, Container, Head, Hr, Html, Link, Preview, Section, Text } from '@react-email/components';
import type { ReactNode } from 'react';
import { APP_NAME } from '../../../../../common/brand.ts';

// Every message's frame: the brand, one column that reads on a phone, and a footer that says why the
// message came and, for messages one can opt out of, how to stop them. Inline styles only: mail apps
// drop <style> blocks and classes.

const page = { backgroundColor: '#f5f5f4', fontFamily: 'Helvetica, Arial, sans-serif', margin: 0, padding: '24px 0' };
const card = { backgroundColor: '#ffffff', borderRadius: '16px', margin: '0 auto', maxWidth: '520px', padding: '32px' };
const brand = { color: '#be123c', fontSize: '14px', fontWeight: 700, letterSpacing: '0.04em', margin: '0 0 24px' };
const footerText = { color: '#78716c', fontSize: '12px', lineHeight: '18px', margin: '8px 0 0' };

export interface EmailLayoutProps {
  /** The line mail apps show after the subject in the inbox. */
  preview: string;
  /** Why this address got the message (the footer's first line). */
  reason: string;
  /** The one-click unsubscribe link of a message one can opt out of; none for account messages. */
  unsubscribeUrl?: string | undefined;
  /** The recipient's language (decision 058): mail apps read it aloud and offer translation by it. */
  lang: string;
  /** The footer's offer, its link's words between <0> and </0> ("Don’t want these? <0>Unsubscribe</0>."). */
  unsubscribeWords: string;
  children: ReactNode;
}

/** "Before <0>link</0> after" → its three pieces (the whole text before, when the markers are missing). */
function aroundLink(words: string): [string, string, string] {
  const match = /^([\s\S]*)<0>([\s\S]*)<\/0>([\s\S]*)$/.exec(words);
  return match ? [match[1] ?? '', match[2] ?? '', match[3] ?? ''] : [words, '', ''];
}

export function EmailLayout({ preview, reason, unsubscribeUrl, lang, unsubscribeWords, children }: EmailLayoutProps) {
  const [before, link, after] = aroundLink(unsubscribeWords);
  return (
    <Html lang={lang}>
      <Head />
      <Preview>{preview}</Preview>
      <Body style={page}>
        <Container style={card}>
          <Text style={brand}>{APP_NAME}</Text>
          {children}
          <Hr style={{ borderColor: '#e7e5e4', margin: '32px 0 16px' }} />
          <Section>
            <Text style={footerText}>{reason}</Text>
            {unsubscribeUrl && (
              <Text style={footerText}>
                {before}
                <Link href={unsubscribeUrl}>{link}</Link>
                {after}
              </Text>
            )}
          </Section>
        </Container>
      </Body>
    </Html>
  );
}

export const heading = { color: '#1c1917', fontSize: '22px', fontWeight: 700, lineHeight: '30px', margin: '0 0 16px' };
export const paragraph = { color: '#44403c', fontSize: '16px', lineHeight: '24px', margin: '0 0 16px' };
export const button = {
  backgroundColor: '#be123c',
  borderRadius: '999px',
  color: '#ffffff',
  display: 'inline-block',
  fontSize: '16px',
  fontWeight: 600,
  padding: '12px 24px',
  textDecoration: 'none',
};
export const small = {
  color: '#78716c',
  fontSize: '13px',
  lineHeight: '20px',
  margin: '16px 0 0',
  wordBreak: 'break-all' as const,
};
