'use client';

import { useEffect, useId, useState } from 'react';

import { buttonClasses } from '@/components/ui/button-styles';
import { Field } from '@/components/ui/field';
import { toast } from '@/components/ui/toast-store';
import { copyMessages as say } from '@/lib/messages/storefront';

const COPIED_MS = 2000;

/** A credential with a copy button ('Copied!' for 2 s); a secret one is masked until shown. */
export function CopyField({ label, value, secret = false }: { label: string; value: string; secret?: boolean }) {
  const id = useId();
  const [visible, setVisible] = useState(!secret);
  const [copied, setCopied] = useState(false);

  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), COPIED_MS);
    return () => clearTimeout(timer);
  }, [copied]);

  async function copy() {
    try {
      await navigator.clipboard.writeText(value);
      setCopied(true);
      toast({ title: say.copied, description: say.copiedDescription(label) });
    } catch {
      toast({ ...say.failed, variant: 'destructive' });
    }
  }

  const button = buttonClasses('outline', 'sm');
  return (
    <Field id={id} label={label}>
      {(control) => (
        // On a narrow phone the buttons go under the field, so the credential keeps the whole width.
        <div className="flex flex-wrap gap-2 sm:flex-nowrap">
          <input
            {...control}
            readOnly
            type={visible ? 'text' : 'password'}
            value={value}
            size={Math.max(value.length, 8)}
            spellCheck={false}
            className={`${control.className} min-w-0 basis-full font-mono tracking-normal sm:flex-1 sm:basis-auto`}
          />
          {secret && (
            <button
              type="button"
              onClick={() => setVisible((shown) => !shown)}
              aria-pressed={visible}
              aria-controls={id}
              className={button}
            >
              {visible ? say.hide : say.show}
              <span className="sr-only"> {label.toLowerCase()}</span>
            </button>
          )}
          <button type="button" onClick={copy} className={button}>
            {copied ? say.copied : say.copy}
            <span className="sr-only"> {label.toLowerCase()}</span>
          </button>
        </div>
      )}
    </Field>
  );
}
