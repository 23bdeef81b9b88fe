import { useToast } from '../../../../components/Toast';
import { messageOf } from '../../../../relay/resultMessage';
import { useSetPhotoFavouriteMutation } from '../albums/SetPhotoFavouriteMutation';
import { useT } from '../../../../i18n/useT';

type StarButtonProps = {
  photoId: string;
  starred: boolean;
  /** The photo's file name: 'Star IMG_2041.JPG'. */
  name: string;
  className?: string;
  /** Over the viewer's dark backdrop. */
  onDark?: boolean;
  /** Says 'Star' beside the star (the viewer's caption, where a lone glyph would not explain itself). */
  withWord?: boolean;
};

/**
 * A host's star (decision 053): starred photos make the guests' Highlights tab. A toggle (aria-pressed)
 * that turns at once and goes back, with a toast, if the server refuses.
 */
export function StarButton({
  photoId,
  starred,
  name,
  className = '',
  onDark = false,
  withWord = false,
}: StarButtonProps) {
  const t = useT();
  const [setFavourite] = useSetPhotoFavouriteMutation();
  const showToast = useToast();
  const toggle = async () => {
    const favourite = !starred;
    const outcome = await setFavourite({
      variables: { photoId, favourite },
      optimisticResponse: {
        setPhotoFavourite: { __typename: 'SetPhotoFavouriteSuccess', photo: { id: photoId, isFavourite: favourite } },
      },
    });
    if (!outcome.ok) showToast({ text: messageOf(outcome, t('uploadsTab.star.failed')) });
  };
  return (
    <button
      type="button"
      aria-label={t('uploadsTab.star.label', { name })}
      aria-pressed={starred}
      title={starred ? t('uploadsTab.star.starred') : t('uploadsTab.star.unstarred')}
      onClick={() => void toggle()}
      className={`inline-flex shrink-0 items-center justify-center rounded-full text-xl leading-none ${
        starred
          ? 'text-amber-500 hover:text-amber-600'
          : onDark
            ? 'text-stone-200 hover:text-white'
            : 'text-stone-500 hover:text-stone-800'
      } ${className}`}
    >
      <span aria-hidden="true">{starred ? '★' : '☆'}</span>
      {/* The same word either way: the state is the star's fill and aria-pressed. */}
      {withWord && <span className="ml-1.5 text-sm font-semibold">{t('uploadsTab.star.word')}</span>}
    </button>
  );
}
