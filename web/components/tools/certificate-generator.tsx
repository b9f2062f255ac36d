'use client';

import { useEffect, useId, useState } from 'react';

import { Icon } from '@/components/ui/icon';
import { buttonClasses } from '@/components/ui/button-styles';
import { Field } from '@/components/ui/field';
import { checkboxClasses } from '@/components/ui/input-styles';
import {
  CERTIFICATE_DELAY_MS,
  canGenerateCertificate,
  certificateWording,
  type CertificateText,
} from '@/lib/programme/certificate';
import type { MembersAreaQueryResult } from '@/lib/content/sanity.types';
import { certificateMessages } from '@/lib/messages/members';
import { certificateFileName, type CertificateFormat } from '@/lib/programme/file-names';

import { drawCertificate } from './certificate-canvas';
import { CertificatePreview } from './certificate-preview';
import { downloadBlob } from './download';

export function CertificateGenerator({
  programmeName,
  siteUrl,
  titles,
  quotes,
  buttonLabel,
  form,
}: {
  programmeName: string;
  siteUrl: string;
  titles: string[];
  quotes: string[];
  buttonLabel: string;
  form: NonNullable<MembersAreaQueryResult>['reflection']['certificateForm'];
}) {
  const id = useId();
  const [name, setName] = useState('');
  const [title, setTitle] = useState('');
  const [quote, setQuote] = useState('');
  const [format, setFormat] = useState<CertificateFormat>('square');
  const [generating, setGenerating] = useState(false);
  const [error, setError] = useState('');
  const [made, setMade] = useState<{ url: string; text: CertificateText; fileName: string } | null>(null);
  const enabled = canGenerateCertificate({ name, title, quote, generating });
  const filledIn = canGenerateCertificate({ name, title, quote, generating: false });

  useEffect(() => {
    if (!made) return;
    return () => URL.revokeObjectURL(made.url);
  }, [made]);

  function generate() {
    if (!enabled) return;
    setGenerating(true);
    setError('');
    const date = new Date().toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric' });
    window.setTimeout(async () => {
      try {
        const text = { programmeName, name: name.trim(), title, quote, date, siteUrl };
        const blob = await drawCertificate(format, text);
        const fileName = certificateFileName(programmeName, format);
        downloadBlob(blob, fileName);
        setMade({ url: URL.createObjectURL(blob), text, fileName });
      } catch {
        setError(certificateMessages.failed);
      } finally {
        setGenerating(false);
      }
    }, CERTIFICATE_DELAY_MS);
  }

  return (
    <form
      className="mt-5 grid gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        generate();
      }}
    >
      <Field id={`${id}-name`} label={form.nameLabel}>
        {(control) => (
          <input
            {...control}
            type="text"
            autoComplete="name"
            maxLength={60}
            value={name}
            onChange={(event) => setName(event.target.value)}
          />
        )}
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        {(
          [
            ['title', title, setTitle, titles, form.titleLabel, form.titleChoice],
            ['quote', quote, setQuote, quotes, form.quoteLabel, form.quoteChoice],
          ] as const
        ).map(([field, value, setValue, options, label, choice]) => (
          <Field key={field} id={`${id}-${field}`} label={label}>
            {(control) => (
              <select {...control} value={value} onChange={(event) => setValue(event.target.value)}>
                <option value="">{choice}</option>
                {options.map((option) => (
                  <option key={option} value={option}>
                    {option}
                  </option>
                ))}
              </select>
            )}
          </Field>
        ))}
      </div>
      <fieldset>
        <legend className="text-sm font-medium text-slate-900">{form.formatLabel}</legend>
        <div className="mt-1 grid grid-cols-2 gap-2 sm:max-w-md">
          {(
            [
              ['square', form.squareLabel, form.squareHint],
              ['story', form.storyLabel, form.storyHint],
            ] as const
          ).map(([value, label, hint]) => (
            <label
              key={value}
              className="flex min-h-11 cursor-pointer items-start gap-2 rounded-xl border border-slate-300 p-3 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50"
            >
              <input
                type="radio"
                name={`${id}-format`}
                value={value}
                checked={format === value}
                onChange={() => setFormat(value)}
                className={`mt-0.5 ${checkboxClasses}`}
              />
              <span>
                <span className="block font-semibold">{label}</span>
                <span className="block text-sm text-slate-700">{hint}</span>
              </span>
            </label>
          ))}
        </div>
      </fieldset>
      <div>
        <button
          type="submit"
          disabled={!filledIn}
          aria-disabled={generating}
          aria-busy={generating}
          className={`${buttonClasses()} w-full sm:w-auto`}
        >
          <Icon name={generating ? 'sparkles' : 'award'} />
          {generating ? certificateMessages.generating : buttonLabel}
        </button>
        <p role="status" className="sr-only">
          {generating ? certificateMessages.creating : made ? certificateMessages.ready(made.fileName) : ''}
        </p>
        {error ? (
          <p role="alert" className="mt-2 text-sm text-red-700">
            {error}
          </p>
        ) : null}
      </div>
      {made && (
        <CertificatePreview
          url={made.url}
          words={certificateWording(made.text)}
          fileName={made.fileName}
          heading={form.previewHeading}
        />
      )}
    </form>
  );
}
