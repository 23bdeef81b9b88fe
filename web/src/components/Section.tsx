import type { ReactNode } from 'react';

type SectionProps = {
  /** The heading's id (aria-labelledby): stable, for links and tests. */
  id: string;
  title: ReactNode;
  /** 3 where the section sits under a heading of its page's own (a tab's h2). */
  level?: 2 | 3;
  /** The section's classes (layout, spacing). */
  className?: string;
  children: ReactNode;
};

/**
 * A section of a page named by its own heading (aria-labelledby), so a screen reader's list of regions reads
 * its title: `titleClassName` 'sr-only' where the screen shows what it is without a visible title.
 */
export function Section({
  id,
  title,
  level = 2,
  className,
  titleClassName,
  children,
}: SectionProps & { titleClassName: string }) {
  const Heading = level === 3 ? 'h3' : 'h2';
  return (
    <section aria-labelledby={id} className={className}>
      <Heading id={id} className={titleClassName}>
        {title}
      </Heading>
      {children}
    </section>
  );
}

const PADDING = { md: 'p-5', lg: 'p-6' } as const;

/**
 * A Section as a white card: admin lists, account forms, the event overview, the contact page's asides.
 * `size` lg pads it more (the event overview, the contact page); `largeTitle` is the event overview's larger
 * heading.
 */
export function Panel({
  size = 'md',
  largeTitle = false,
  className,
  ...section
}: SectionProps & { size?: keyof typeof PADDING; largeTitle?: boolean }) {
  return (
    <Section
      {...section}
      className={`rounded-2xl border border-stone-200 bg-white ${PADDING[size]}${className ? ` ${className}` : ''}`}
      titleClassName={largeTitle ? 'text-lg font-semibold text-stone-900' : 'font-semibold text-stone-900'}
    />
  );
}
