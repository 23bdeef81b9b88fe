import { useCallback, useEffect, useId, useState, type FormEvent } from 'react';
import type { SignGuestbookMutation } from '../../../__generated__/SignGuestbookMutation.graphql';
import { fetchGraphQL } from '../../../api/graphqlClient';
import { fetchMyUploads, type MyUpload } from '../../../api/myUploads';
import { Field, Input, TextArea } from '../../../components/form';
import { readUploaderName, storeUploaderName } from '../guestStorage';
import { GUESTBOOK_MESSAGE_MAX_LENGTH, GUESTBOOK_NAME_MAX_LENGTH, type GuestbookMessage } from './guestbookMessages';
import { signGuestbookMutation } from './SignGuestbookMutation';
import { AttachPhotoPicker, attachablePhotos } from './AttachPhotoPicker';

type FieldName = 'name' | 'message';

const characterCount = new Intl.NumberFormat();

/** What the guest is told once the message is saved, by where it stands. */
function thanksFor(entry: GuestbookMessage): string {
  return entry.status === 'APPROVED'
    ? 'Thank you! Your message is in the guestbook.'
    : 'Thank you! Your message will appear once the hosts approve it.';
}

/** "Leave a message": a name (prefilled, editable) and up to 1,000 characters of plain text. */
export function GuestbookForm({
  slug,
  pin,
  suggestedName,
  onSigned,
}: {
  slug: string;
  pin: string | null;
  suggestedName: string;
  onSigned: (entry: GuestbookMessage) => void;
}) {
  const nameId = useId();
  const messageId = useId();
  const countId = useId();
  // The name the guest typed wins; until then their RSVP's, or the one they upload photos with.
  const [typedName, setTypedName] = useState<string | null>(null);
  const name = typedName ?? (suggestedName || readUploaderName());
  const [message, setMessage] = useState('');
  const [sending, setSending] = useState(false);
  const [errors, setErrors] = useState<Partial<Record<FieldName, string>>>({});
  const [error, setError] = useState<string | null>(null);
  const [thanks, setThanks] = useState<string | null>(null);
  // The guest's own photos (the light list "Your photos" reads), asked again when they come to write:
  // one sent a moment ago is then on offer.
  const [ownPhotos, setOwnPhotos] = useState<MyUpload[]>([]);
  const [photoId, setPhotoId] = useState<string | null>(null);
  const loadOwnPhotos = useCallback(() => {
    fetchMyUploads(slug, pin).then(
      (list) => setOwnPhotos(attachablePhotos(list)),
      () => undefined,
    );
  }, [slug, pin]);
  useEffect(() => {
    loadOwnPhotos();
  }, [loadOwnPhotos]);

  const invalid = (field: FieldName, text: string) => {
    setErrors({ [field]: text });
    document.getElementById(field === 'name' ? nameId : messageId)?.focus();
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const signature = name.trim();
    const text = message.trim();
    setThanks(null);
    setError(null);
    if (!signature) return invalid('name', 'Please enter your name.');
    if (!text) return invalid('message', 'Please write a message.');
    setErrors({});
    setSending(true);
    try {
      const { signGuestbook: result } = await fetchGraphQL<SignGuestbookMutation>(signGuestbookMutation, {
        input: { slug, pin, name: signature, message: text, photoId },
      });
      switch (result.__typename) {
        case 'SignGuestbookSuccess': {
          storeUploaderName(signature);
          setMessage('');
          setPhotoId(null);
          const { entry } = result;
          if (!entry) return;
          setThanks(thanksFor(entry));
          onSigned(entry);
          return;
        }
        case 'ValidationError': {
          const byField: Partial<Record<FieldName, string>> = {};
          for (const { field, message: problem } of result.fieldErrors ?? []) {
            const key = field.split('.').pop();
            if (key === 'name' || key === 'message') byField[key] ??= problem;
          }
          setErrors(byField);
          if (Object.keys(byField).length === 0) setError(result.message ?? 'Please check your message.');
          return;
        }
        case '%other':
          setError('Your message could not be sent. Please try again.');
          return;
        default:
          setError(result.message ?? 'Your message could not be sent. Please try again.');
      }
    } catch {
      setError('Your message could not be sent. Please check your connection and try again.');
    } finally {
      setSending(false);
    }
  };

  return (
    <form className="mt-5 space-y-4" onSubmit={(event) => void submit(event)} onFocus={loadOwnPhotos} noValidate>
      <h3 className="font-display text-xl font-semibold text-stone-900">Leave a message</h3>
      <Field id={nameId} label="Your name" error={errors.name}>
        <Input
          type="text"
          autoComplete="name"
          required
          maxLength={GUESTBOOK_NAME_MAX_LENGTH}
          value={name}
          disabled={sending}
          onValueChange={(value) => setTypedName(value)}
        />
      </Field>
      <Field id={messageId} label="Your message" error={errors.message}>
        <TextArea
          required
          rows={5}
          maxLength={GUESTBOOK_MESSAGE_MAX_LENGTH}
          value={message}
          disabled={sending}
          aria-describedby={countId}
          onValueChange={setMessage}
        />
        <p id={countId} className="mt-1 text-right text-sm text-stone-600">
          {characterCount.format(message.length)} / {characterCount.format(GUESTBOOK_MESSAGE_MAX_LENGTH)} characters
        </p>
      </Field>
      {ownPhotos.length > 0 && (
        <AttachPhotoPicker photos={ownPhotos} selected={photoId} disabled={sending} onSelect={setPhotoId} />
      )}
      {error && (
        <p role="alert" className="text-sm font-medium text-red-700">
          {error}
        </p>
      )}
      <button type="submit" className="btn-primary min-h-11 w-full sm:w-auto" disabled={sending}>
        {sending ? 'Sending…' : 'Send message'}
      </button>
      <p aria-live="polite" className="text-sm font-medium text-emerald-800 empty:hidden">
        {thanks}
      </p>
    </form>
  );
}
