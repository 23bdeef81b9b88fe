import { useLayoutEffect, useRef } from 'react';
import { fitSizes, largestFitting, linesOf } from './fitFontSize';

type FitTextProps = {
  as?: 'h1' | 'h2' | 'p';
  text: string;
  /** The most lines the text may take; its font shrinks step by step until it does. */
  maxLines: number;
  /**
   * Typography, with the sizes as variables the fitting sets: on screen `text-[length:var(--fit-screen,…)]`
   * (the fallback is the natural size, per breakpoint), on paper `print:text-[length:var(--fit-print)]`.
   */
  className: string;
  /** On paper: the natural size (px) and the width the text has in the printed layout (a CSS length). */
  print: { size: number; width: string };
  /** The largest size (px) on screen and on paper, below the natural one: a line that must not outgrow another. */
  max?: FittedSizes | null;
  /** Told the sizes chosen, whenever they change. */
  onFit?: (sizes: FittedSizes) => void;
};

/** The sizes (px) a text was given on screen and on paper. */
export interface FittedSizes {
  screen: number;
  print: number;
}

/**
 * A text whose font shrinks until it takes at most `maxLines` lines, on screen and on paper alike (issue
 * 36, item 7: the table card fits any title). Measured in the browser, before paint and again whenever
 * its width changes, the fonts arrive or the page turns to print: the largest size that fits, step by step
 * down to a floor below which nothing is cut off (a text that still needs more lines gets them).
 *
 * Paper has its own width, so the printed size is measured on a hidden copy laid out at that width: the
 * browser prints without running scripts in between, so it must be known before anyone prints.
 */
export function FitText({ as: Tag = 'p', text, maxLines, className, print, max, onFit }: FitTextProps) {
  const ref = useRef<HTMLHeadingElement & HTMLParagraphElement>(null);
  const probe = useRef<HTMLSpanElement>(null);
  // Read when fitting, not a reason to fit again: a parent's new callback each render changes nothing.
  const report = useRef(onFit);
  useLayoutEffect(() => {
    report.current = onFit;
  });
  const maxScreen = max?.screen ?? Infinity;
  const maxPrint = max?.print ?? Infinity;

  useLayoutEffect(() => {
    const element = ref.current;
    const printed = probe.current;
    if (!element || !printed) return;
    const printMedia = window.matchMedia('print');
    const fitted: FittedSizes = { screen: 0, print: 0 };
    const tell = () => report.current?.({ ...fitted });

    const fitScreen = () => {
      // While printing, the printed size is the one that shows: this one is measured on return.
      if (printMedia.matches) return;
      element.style.removeProperty('--fit-screen');
      const natural = parseFloat(getComputedStyle(element).fontSize);
      const size = largestFitting(fitSizes(Math.min(natural, maxScreen)), (candidate) => {
        element.style.setProperty('--fit-screen', `${candidate}px`);
        return fitsIn(element, maxLines);
      });
      if (size < natural) element.style.setProperty('--fit-screen', `${size}px`);
      else element.style.removeProperty('--fit-screen');
      fitted.screen = size;
    };
    const fitPrint = () => {
      const size = largestFitting(fitSizes(Math.min(print.size, maxPrint)), (candidate) => {
        printed.style.fontSize = `${candidate}px`;
        return fitsIn(printed, maxLines);
      });
      element.style.setProperty('--fit-print', `${size}px`);
      fitted.print = size;
    };
    const fit = () => {
      fitScreen();
      fitPrint();
      tell();
    };
    const refitScreen = () => {
      fitScreen();
      tell();
    };
    fit();

    // Only a new width changes the lines (a new size changes the height, which must not start it over).
    let width = element.clientWidth;
    const observer = new ResizeObserver(() => {
      if (element.clientWidth === width) return;
      width = element.clientWidth;
      refitScreen();
    });
    observer.observe(element);
    printMedia.addEventListener('change', refitScreen);
    // The display font arrives after the first layout; its letters are wider or narrower.
    const fonts = document.fonts as FontFaceSet | undefined;
    fonts?.addEventListener('loadingdone', fit);
    let current = true;
    void fonts?.ready.then(() => current && fit());
    return () => {
      current = false;
      observer.disconnect();
      printMedia.removeEventListener('change', refitScreen);
      fonts?.removeEventListener('loadingdone', fit);
    };
  }, [text, maxLines, print.size, print.width, maxScreen, maxPrint]);

  return (
    <>
      <Tag ref={ref} className={className}>
        {text}
      </Tag>
      <span aria-hidden="true" className="pointer-events-none invisible absolute top-0 left-0 h-0 overflow-hidden">
        <span ref={probe} className={`block ${className}`} style={{ width: print.width }}>
          {text}
        </span>
      </span>
    </>
  );
}

/** Whether the element's text takes at most `maxLines` lines and nothing runs out sideways. */
function fitsIn(element: HTMLElement, maxLines: number): boolean {
  const style = getComputedStyle(element);
  const lineHeight = parseFloat(style.lineHeight) || parseFloat(style.fontSize) * 1.2;
  const lines = linesOf(element.getBoundingClientRect().height, lineHeight);
  return lines <= maxLines && element.scrollWidth <= element.clientWidth + 1;
}
