import { useEffect, useRef, type ReactNode } from 'react';
import { pageTitle } from '../../../../common/brand';

type AuthCardProps = {
  title: string;
  subtitle: ReactNode;
  children?: ReactNode;
  footer?: ReactNode;
  /**
   * Moves focus to the heading when the card shows (or its title changes): for pages without a field to
   * start in, so a screen reader hears where it landed (a confirmed address, a link that no longer works).
   */
  focusHeading?: boolean;
};

/** The frame shared by the sign-in, sign-up, password and address-confirmation pages. */
export function AuthCard({ title, subtitle, children, footer, focusHeading = false }: AuthCardProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusHeading) heading.current?.focus();
  }, [focusHeading, title]);

  return (
    <div className="flex flex-1 items-start justify-center bg-gradient-to-b from-rose-50 to-stone-50 px-4 py-10 sm:items-center sm:py-16">
      <title>{pageTitle(title)}</title>
      <div className="w-full max-w-md rounded-2xl border border-stone-200 bg-white p-6 shadow-sm sm:p-8">
        <h1
          ref={heading}
          tabIndex={focusHeading ? -1 : undefined}
          className="font-display text-2xl font-semibold text-stone-900 focus:outline-none sm:text-3xl"
        >
          {title}
        </h1>
        <div className="mt-2 text-sm text-stone-600">{subtitle}</div>
        {children && <div className="mt-6">{children}</div>}
        {footer && <p className="mt-6 text-center text-sm text-stone-600">{footer}</p>}
      </div>
    </div>
  );
}
