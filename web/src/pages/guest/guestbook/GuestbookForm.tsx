import { useCallback, useEffect, useId, useState, type FormEvent } from 'react';
import type { SignGuestbookMutation } from '../../../__generated__/SignGuestbookMutation.graphql';
import { fetchGraphQL } from '../../../api/graphqlClient';
import { fetchMyUploads, type MyUpload } from '../../../api/myUploads';
import { Field, Input, TextArea } from '../../../components/form';
import { readUploaderName, storeUploaderName } from '../guestStorage';
import { GUESTBOOK_MESSAGE_MAX_LENGTH, GUESTBOOK_NAME_MAX_LENGTH, type GuestbookMessage } from './guestbookMessages';
import { signGuestbookMutation } from './SignGuestbookMutation';
import { AttachPhotoPicker, attachablePhotos } from './AttachPhotoPicker';
import { useT } from '../../../i18n/useT';
import type { MessageId } from '../../../i18n/i18n';

type FieldName = 'name' | 'message';

/** What the guest is told once the message is saved, by where it stands. */
function thanksFor(entry: GuestbookMessage): MessageId {
  return entry.status === 'APPROVED' ? 'guestbook.thanksApproved' : 'guestbook.thanksPending';
}

/** A problem to show: one of ours (a message id) or the server's own words (already in the reader's language). */
type Problem = { id: MessageId } | { text: string };

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
  const t = useT();
  const nameId = useId();
  const messageId = useId();
  const countId = useId();
  // The name the guest typed wins; until then their RSVP's, or the one they upload photos with.
  const [typedName, setTypedName] = useState<string | null>(null);
  const name = typedName ?? (suggestedName || readUploaderName());
  const [message, setMessage] = useState('');
  const [sending, setSending] = useState(false);
  const [errors, setErrors] = useState<Partial<Record<FieldName, Problem>>>({});
  const [error, setError] = useState<Problem | null>(null);
  const [thanks, setThanks] = useState<MessageId | null>(null);
  const say = (problem: Problem | null | undefined): string | undefined =>
    problem ? ('id' in problem ? t(problem.id) : problem.text) : undefined;
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

  const invalid = (field: FieldName, id: MessageId) => {
    setErrors({ [field]: { id } });
    document.getElementById(field === 'name' ? nameId : messageId)?.focus();
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const signature = name.trim();
    const text = message.trim();
    setThanks(null);
    setError(null);
    if (!signature) return invalid('name', 'guestbook.nameMissing');
    if (!text) return invalid('message', 'guestbook.messageMissing');
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
          const byField: Partial<Record<FieldName, Problem>> = {};
          for (const { field, message: problem } of result.fieldErrors ?? []) {
            const key = field.split('.').pop();
            if (key === 'name' || key === 'message') byField[key] ??= { text: problem };
          }
          setErrors(byField);
          if (Object.keys(byField).length === 0)
            setError(result.message ? { text: result.message } : { id: 'guestbook.checkMessage' });
          return;
        }
        case '%other':
          setError({ id: 'guestbook.sendFailed' });
          return;
        default:
          setError(result.message ? { text: result.message } : { id: 'guestbook.sendFailed' });
      }
    } catch {
      setError({ id: 'guestbook.sendOffline' });
    } finally {
      setSending(false);
    }
  };

  return (
    <form className="mt-5 space-y-4" onSubmit={(event) => void submit(event)} onFocus={loadOwnPhotos} noValidate>
      <h3 className="font-display text-xl font-semibold text-stone-900">{t('guestbook.formTitle')}</h3>
      <Field id={nameId} label={t('guestbook.nameLabel')} error={say(errors.name)}>
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
      <Field id={messageId} label={t('guestbook.messageLabel')} error={say(errors.message)}>
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
          {t('guestbook.characters', { count: message.length, max: GUESTBOOK_MESSAGE_MAX_LENGTH })}
        </p>
      </Field>
      {ownPhotos.length > 0 && (
        <AttachPhotoPicker photos={ownPhotos} selected={photoId} disabled={sending} onSelect={setPhotoId} />
      )}
      {error && (
        <p role="alert" className="text-sm font-medium text-red-700">
          {say(error)}
        </p>
      )}
      <button type="submit" className="btn-primary min-h-11 w-full sm:w-auto" disabled={sending}>
        {sending ? t('guestbook.sending') : t('guestbook.send')}
      </button>
      <p aria-live="polite" className="text-sm font-medium text-emerald-800 empty:hidden">
        {thanks && t(thanks)}
      </p>
    </form>
  );
}
