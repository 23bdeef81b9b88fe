import { useSearchParams } from 'react-router';
import { useMemo } from 'react';
import { BLOG_CATEGORIES, blogPosts, blogTexts, type BlogCategory, type BlogPost } from '../../content/blog/posts';
import { formatDay } from '../../format';
import { useT } from '../../i18n/useT';
import { BLOG_CATEGORY_LABELS, blogJsonLd, filterPosts } from './blog/blogFilter';
import { PostReader } from './blog/PostReader';
import { ArticleFilter } from './ArticleFilter';
import { InfoPage } from './InfoPage';

const CHIPS = ['all', ...BLOG_CATEGORIES] as const;
const COVERS: Record<BlogCategory, string> = {
  planning: 'from-rose-200 to-amber-100',
  photography: 'from-amber-100 to-rose-300',
  technology: 'from-sky-100 to-rose-200',
  engagement: 'from-rose-100 to-rose-300',
  sustainability: 'from-emerald-100 to-amber-100',
  etiquette: 'from-stone-200 to-rose-100',
};

function BlogPage() {
  const t = useT();
  const [params, setParams] = useSearchParams();
  // The posts in the reader's language (loaded before the first render by the route's loader).
  const content = blogTexts.useContent();
  const all = useMemo(() => (content ? blogPosts(content.texts) : []), [content]);
  const query = params.get('q') ?? '';
  const category = BLOG_CATEGORIES.find((value) => value === params.get('category')) ?? 'all';
  const open = all.find((post) => post.slug === params.get('post'));
  const posts = filterPosts(all, query, category);

  // Search, category and the open post live in the address: /blog?post=… links straight to an article.
  const update = (next: { q?: string; category?: BlogCategory | 'all'; post?: string | null }) => {
    const q = next.q ?? query;
    const c = next.category ?? category;
    const post = next.post === undefined ? open?.slug : next.post;
    setParams({ ...(q ? { q } : {}), ...(c !== 'all' ? { category: c } : {}), ...(post ? { post } : {}) });
  };

  return (
    <InfoPage path="/blog" heading={t('blog.heading')} wide intro={t('blog.intro')}>
      <script type="application/ld+json">
        {JSON.stringify(
          blogJsonLd(all, window.location.origin, {
            language: content?.locale ?? 'en',
            author: t('blog.author'),
          }),
        )}
      </script>
      <ArticleFilter
        label={t('blog.searchLabel')}
        placeholder={t('blog.searchPlaceholder')}
        searchClassName="max-w-xl"
        query={query}
        onQueryChange={(q) => update({ q })}
        categories={CHIPS}
        category={category}
        onCategoryChange={(chip) => update({ category: chip })}
        categoryLabel={(chip) => t(BLOG_CATEGORY_LABELS[chip])}
      />
      {!content ? null : posts.length === 0 ? (
        <div className="mt-10 rounded-2xl border border-dashed border-stone-300 px-6 py-12 text-center">
          <h2 className="font-semibold text-stone-900">{t('blog.noneTitle')}</h2>
          <p className="mt-2 text-stone-600">{t('blog.noneText')}</p>
          <button type="button" className="btn-secondary mt-4" onClick={() => setParams({})}>
            {t('blog.showAll')}
          </button>
        </div>
      ) : (
        <ul className="mt-10 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {posts.map((post) => (
            <PostCard
              key={post.id}
              post={post}
              onOpen={() => update({ post: post.slug })}
              onTag={(tag) => update({ q: tag, category: 'all' })}
            />
          ))}
        </ul>
      )}
      {open && (
        <PostReader
          key={open.slug}
          post={open}
          onClose={() => update({ post: null })}
          onTag={(tag) => update({ q: tag, category: 'all', post: null })}
        />
      )}
    </InfoPage>
  );
}

function PostCard({ post, onOpen, onTag }: { post: BlogPost; onOpen: () => void; onTag: (tag: string) => void }) {
  const t = useT();
  return (
    <li className="flex flex-col overflow-hidden rounded-2xl border border-stone-200 bg-white">
      <div aria-hidden="true" className={`h-28 bg-gradient-to-br ${COVERS[post.category]}`} />
      <div className="flex flex-1 flex-col p-5">
        <p className="text-xs font-semibold uppercase tracking-wide text-rose-700">
          {t(BLOG_CATEGORY_LABELS[post.category])}
        </p>
        <h2 className="mt-1 text-lg font-semibold text-stone-900">
          <button type="button" className="text-left hover:text-rose-700" onClick={onOpen}>
            {post.title}
          </button>
        </h2>
        <p className="mt-2 flex-1 text-stone-600">{post.excerpt}</p>
        <p className="mt-3 text-sm text-stone-500">
          <time dateTime={post.publishedAt}>{formatDay(post.publishedAt, 'UTC')}</time> ·{' '}
          {t('blog.readTime', { minutes: post.readMinutes })}
        </p>
        <ul className="mt-3 flex flex-wrap gap-2" aria-label={t('blog.tagsOf', { title: post.title })}>
          {post.tags.map((tag) => (
            <li key={tag}>
              <button
                type="button"
                className="rounded-full bg-stone-100 px-2.5 py-0.5 text-xs text-stone-700 hover:bg-rose-100"
                onClick={() => onTag(tag)}
              >
                #{tag}
              </button>
            </li>
          ))}
        </ul>
      </div>
    </li>
  );
}

/** The posts in the reader's language are in before the page renders: no English flashes first. */
export const loader = blogTexts.preload;

export { BlogPage as Component };
