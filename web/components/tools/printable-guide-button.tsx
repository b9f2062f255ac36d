'use client';

import { useEffect, useRef, useState } from 'react';

import { Icon } from '@/components/ui/icon';
import { BusyStatus } from '@/components/ui/busy-status';
import { buttonClasses } from '@/components/ui/button-styles';
import { PRINT_ON_LOAD_PARAM, PRINTED_MESSAGE } from '@/lib/documents/print-protocol';
import { guideMessages } from '@/lib/messages/members';

import { GUIDE_HTML_PATH } from './guide-html-link';

/**
 * Opened in the click itself, so popup blockers allow it; busy until the guide's window says it
 * printed, closes, or the member comes back to this page.
 */
export function PrintableGuideButton({ label }: { label: string }) {
  const [generating, setGenerating] = useState(false);
  const cleanup = useRef<(() => void) | null>(null);

  useEffect(() => () => cleanup.current?.(), []);

  function finish() {
    cleanup.current?.();
    cleanup.current = null;
    setGenerating(false);
  }

  function openGuide() {
    if (generating) return;
    const printWindow = window.open(`${GUIDE_HTML_PATH}?${PRINT_ON_LOAD_PARAM}`, '_blank');
    if (!printWindow) return;
    setGenerating(true);
    const onMessage = (event: MessageEvent) => {
      if (event.source === printWindow && event.origin === window.location.origin && event.data === PRINTED_MESSAGE) {
        finish();
      }
    };
    const poll = window.setInterval(() => {
      if (printWindow.closed) finish();
    }, 500);
    window.addEventListener('message', onMessage);
    window.addEventListener('focus', finish);
    cleanup.current = () => {
      window.clearInterval(poll);
      window.removeEventListener('message', onMessage);
      window.removeEventListener('focus', finish);
    };
  }

  return (
    <>
      <button
        type="button"
        onClick={openGuide}
        aria-disabled={generating}
        aria-busy={generating}
        className={buttonClasses()}
      >
        <Icon name="printer" />
        {generating ? guideMessages.generating : label}
      </button>
      <BusyStatus busy={generating}>{guideMessages.generating}</BusyStatus>
    </>
  );
}
