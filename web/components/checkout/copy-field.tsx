'use client';

import { useEffect, useId, useState } from 'react';

import { toast } from '@/components/ui/toast-store';

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
      toast({ title: 'Copied!', description: `${label} copied to your clipboard.` });
    } catch {
      toast({ title: 'Failed to copy', description: 'Please manually copy the credentials', variant: 'destructive' });
    }
  }

  const button =
    'rounded-lg border border-slate-300 px-3 py-2 text-sm font-medium text-slate-800 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700';
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-slate-700">
        {label}
      </label>
      <div className="mt-1 flex gap-2">
        <input
          id={id}
          readOnly
          type={visible ? 'text' : 'password'}
          value={value}
          className="min-w-0 flex-1 rounded-lg border border-slate-300 bg-slate-50 px-3 py-2 font-mono text-base"
        />
        {secret && (
          <button
            type="button"
            onClick={() => setVisible((shown) => !shown)}
            aria-pressed={visible}
            aria-controls={id}
            className={button}
          >
            {visible ? 'Hide' : 'Show'}
            <span className="sr-only"> {label.toLowerCase()}</span>
          </button>
        )}
        <button type="button" onClick={copy} className={button}>
          {copied ? 'Copied!' : 'Copy'}
          <span className="sr-only"> {label.toLowerCase()}</span>
        </button>
      </div>
    </div>
  );
}
