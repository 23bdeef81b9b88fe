import { Modal, ModalTitle } from '../../../components/Modal';
import type { BlogPost } from '../../../content/blog/posts';
import { formatDay } from '../../../format';
import { useT } from '../../../i18n/useT';
import { BLOG_CATEGORY_LABELS } from './blogFilter';

/** The full article in a modal. */
export function PostReader({
  post,
  onClose,
  onTag,
}: {
  post: BlogPost;
  onClose: () => void;
  onTag: (tag: string) => void;
}) {
  const t = useT();
  return (
    <Modal look="article" onClose={onClose}>
      <div className="flex items-start justify-between gap-4">
        <p className="text-sm font-semibold uppercase tracking-wide text-rose-700">
          {t(BLOG_CATEGORY_LABELS[post.category])}
        </p>
        <button type="button" className="btn-secondary px-3 py-1.5" onClick={onClose}>
          {t('blog.close')}
        </button>
      </div>
      <ModalTitle className="mt-2 font-display text-2xl font-semibold text-stone-900 sm:text-3xl">
        {post.title}
      </ModalTitle>
      <p className="mt-2 text-sm text-stone-500">
        {t('blog.author')} · {t('blog.authorRole')} ·{' '}
        <time dateTime={post.publishedAt}>{formatDay(post.publishedAt, 'UTC')}</time> ·{' '}
        {t('blog.readTime', { minutes: post.readMinutes })}
      </p>
      <div className="mt-6 space-y-4 leading-relaxed text-stone-700">
        {post.content.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </div>
      <ul className="mt-6 flex flex-wrap gap-2" aria-label={t('blog.tags')}>
        {post.tags.map((tag) => (
          <li key={tag}>
            <button
              type="button"
              className="rounded-full bg-stone-100 px-3 py-1 text-sm text-stone-700 hover:bg-rose-100"
              onClick={() => onTag(tag)}
            >
              #{tag}
            </button>
          </li>
        ))}
      </ul>
    </Modal>
  );
}
