'use client';

import { useRef, useState } from 'react';

import { primaryButton } from '@/components/programme/classes';
import { buildGuideHtml, type GuideData } from '@/lib/programme/guide-html';

/**
 * Opens the full guide as printable HTML in a new window and prints it (spec
 * sections 2 and 4). The window is opened in the click itself so popup blockers
 * allow it; a blocked window leaves the button as it was, with no message. The
 * button is back to normal once printing is over: after the print dialog, when
 * the guide's window closes, or when the member comes back to this page.
 */
export function PrintableGuideButton({ guide }: { guide: GuideData }) {
  const [generating, setGenerating] = useState(false);
  const cleanup = useRef<(() => void) | null>(null);

  function finish() {
    cleanup.current?.();
    cleanup.current = null;
    setGenerating(false);
  }

  function openGuide() {
    const printWindow = window.open('', '_blank');
    if (!printWindow) return;
    setGenerating(true);
    // Let the button show its state before the (blocking, in most browsers) print dialog.
    window.setTimeout(() => {
      try {
        printWindow.document.open();
        printWindow.document.write(buildGuideHtml(guide));
        printWindow.document.close();
      } catch {
        finish();
        return;
      }
      const poll = window.setInterval(() => {
        if (printWindow.closed) finish();
      }, 500);
      const onFocus = () => finish();
      cleanup.current = () => {
        window.clearInterval(poll);
        window.removeEventListener('focus', onFocus);
      };
      printWindow.addEventListener('afterprint', finish);
      window.addEventListener('focus', onFocus);
      printWindow.focus();
      printWindow.print();
    }, 50);
  }

  return (
    <button type="button" onClick={openGuide} disabled={generating} aria-busy={generating} className={primaryButton}>
      <span aria-hidden="true">🖨</span>
      {generating ? 'Generating PDF...' : 'Download Full Guide'}
    </button>
  );
}
