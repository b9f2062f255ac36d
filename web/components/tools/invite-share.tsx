'use client';

import { Icon } from '@/components/ui/icon';
import { buttonClasses } from '@/components/ui/button-styles';
import { inviteMessages } from '@/lib/messages/members';

/** The device's share sheet where there is one; otherwise the text and link are copied. */
export function InviteShare({ label, title, text, url }: { label: string; title: string; text: string; url: string }) {
  async function share() {
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title, text, url });
      } catch {
        // The member closed the share sheet: nothing to say.
      }
      return;
    }
    try {
      await navigator.clipboard.writeText(`${text} ${url}`);
      window.alert(inviteMessages.copied);
    } catch {
      window.prompt(inviteMessages.copyPrompt, url);
    }
  }

  return (
    <button type="button" onClick={share} className={`${buttonClasses()} w-full sm:w-auto`}>
      <Icon name="mail" /> {label}
    </button>
  );
}
