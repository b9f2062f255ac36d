'use client';

import QRCode from 'qrcode';
import { useId, useState } from 'react';

import { inputField, primaryButton } from '@/components/programme/classes';
import {
  CERTIFICATE_DELAY_MS,
  CERTIFICATE_QR_SIZE,
  CERTIFICATE_SIZES,
  canGenerateCertificate,
  wrapText,
} from '@/lib/programme/certificate';
import { certificateFileName, type CertificateFormat } from '@/lib/programme/file-names';

import { downloadBlob } from './download';

interface CertificateText {
  programmeName: string;
  name: string;
  title: string;
  quote: string;
  date: string;
  siteUrl: string;
}

const SERIF = 'Georgia, "Times New Roman", serif';
const SANS = 'system-ui, -apple-system, "Segoe UI", Roboto, Arial, sans-serif';

async function drawCertificate(format: CertificateFormat, text: CertificateText): Promise<Blob> {
  const { width, height } = CERTIFICATE_SIZES[format];
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('Canvas is not available');

  const background = context.createLinearGradient(0, 0, width, height);
  background.addColorStop(0, '#0b3a23');
  background.addColorStop(1, '#16804a');
  context.fillStyle = background;
  context.fillRect(0, 0, width, height);

  const inset = 48;
  context.fillStyle = '#ffffff';
  context.beginPath();
  context.roundRect(inset, inset, width - inset * 2, height - inset * 2, 36);
  context.fill();
  context.strokeStyle = '#d5f5e3';
  context.lineWidth = 6;
  context.beginPath();
  context.roundRect(inset + 20, inset + 20, width - (inset + 20) * 2, height - (inset + 20) * 2, 24);
  context.stroke();

  const centre = width / 2;
  const story = format === 'story';
  const line = (value: string, y: number, font: string, colour: string) => {
    context.font = font;
    context.fillStyle = colour;
    context.fillText(value, centre, y);
  };
  context.textAlign = 'center';
  context.textBaseline = 'alphabetic';

  let y = story ? 330 : 190;
  line('CERTIFICATE OF COMPLETION', y, `600 30px ${SANS}`, '#16804a');
  y += story ? 80 : 64;
  line(text.programmeName, y, `700 56px ${SANS}`, '#0b3a23');
  y += story ? 120 : 84;
  line('This certifies that', y, `400 30px ${SANS}`, '#475569');

  y += story ? 120 : 90;
  let nameSize = 84;
  context.font = `700 ${nameSize}px ${SERIF}`;
  while (context.measureText(text.name).width > width - 240 && nameSize > 36) {
    nameSize -= 4;
    context.font = `700 ${nameSize}px ${SERIF}`;
  }
  line(text.name, y, `700 ${nameSize}px ${SERIF}`, '#12202b');

  y += story ? 90 : 66;
  line(`completed the ${text.programmeName} and earned the title`, y, `400 28px ${SANS}`, '#475569');
  y += story ? 90 : 66;
  line(text.title, y, `700 46px ${SANS}`, '#12663c');

  y += story ? 150 : 90;
  context.font = `italic 40px ${SERIF}`;
  for (const quoteLine of wrapText(`“${text.quote}”`, width - 280, (value) => context.measureText(value).width)) {
    line(quoteLine, y, `italic 40px ${SERIF}`, '#12202b');
    y += 52;
  }

  // The QR code sits on white with room around it, so any phone camera finds it.
  const qrCanvas = document.createElement('canvas');
  await QRCode.toCanvas(qrCanvas, text.siteUrl, {
    width: CERTIFICATE_QR_SIZE,
    margin: 0,
    color: { dark: '#0b3a23', light: '#ffffff' },
  });
  const qrY = height - inset - 40 - CERTIFICATE_QR_SIZE - (story ? 120 : 40);
  const qrX = width - inset - 60 - CERTIFICATE_QR_SIZE;
  context.drawImage(qrCanvas, qrX, qrY, CERTIFICATE_QR_SIZE, CERTIFICATE_QR_SIZE);

  context.textAlign = 'left';
  const footerX = inset + 60;
  context.font = `600 28px ${SANS}`;
  context.fillStyle = '#0b3a23';
  context.fillText(text.date, footerX, qrY + 60);
  context.font = `400 24px ${SANS}`;
  context.fillStyle = '#475569';
  context.fillText('Start your own reset:', footerX, qrY + 100);
  context.fillText(text.siteUrl.replace(/^https?:\/\//, ''), footerX, qrY + 132);

  return new Promise((resolve, reject) =>
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('Could not create the image'))), 'image/png'),
  );
}

/**
 * The certificate generator (spec sections 3, 4, 5 and 9): name, title, quote
 * and format; 'Creating Magic...' while it works, then a PNG download after
 * about a second, with a QR code to the site's home page.
 */
export function CertificateGenerator({
  programmeName,
  siteUrl,
  titles,
  quotes,
  buttonLabel,
}: {
  programmeName: string;
  siteUrl: string;
  titles: string[];
  quotes: string[];
  buttonLabel: string;
}) {
  const id = useId();
  const [name, setName] = useState('');
  const [title, setTitle] = useState('');
  const [quote, setQuote] = useState('');
  const [format, setFormat] = useState<CertificateFormat>('square');
  const [generating, setGenerating] = useState(false);
  const [error, setError] = useState('');
  const enabled = canGenerateCertificate({ name, title, quote, generating });

  function generate() {
    if (!enabled) return;
    setGenerating(true);
    setError('');
    const date = new Date().toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric' });
    window.setTimeout(async () => {
      try {
        const blob = await drawCertificate(format, { programmeName, name: name.trim(), title, quote, date, siteUrl });
        downloadBlob(blob, certificateFileName(programmeName, format));
      } catch {
        setError('Your browser could not draw the certificate. Please try again in another browser.');
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
      <div>
        <label htmlFor={`${id}-name`} className="block font-medium text-ink">
          Your name
        </label>
        <input
          id={`${id}-name`}
          type="text"
          autoComplete="name"
          maxLength={60}
          value={name}
          onChange={(event) => setName(event.target.value)}
          className={`${inputField} mt-1`}
        />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <div>
          <label htmlFor={`${id}-title`} className="block font-medium text-ink">
            Your title
          </label>
          <select
            id={`${id}-title`}
            value={title}
            onChange={(event) => setTitle(event.target.value)}
            className={`${inputField} mt-1`}
          >
            <option value="">Choose a title</option>
            {titles.map((option) => (
              <option key={option} value={option}>
                {option}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor={`${id}-quote`} className="block font-medium text-ink">
            Your quote
          </label>
          <select
            id={`${id}-quote`}
            value={quote}
            onChange={(event) => setQuote(event.target.value)}
            className={`${inputField} mt-1`}
          >
            <option value="">Choose a quote</option>
            {quotes.map((option) => (
              <option key={option} value={option}>
                {option}
              </option>
            ))}
          </select>
        </div>
      </div>
      <fieldset>
        <legend className="font-medium text-ink">Format</legend>
        <div className="mt-1 grid grid-cols-2 gap-2 sm:max-w-md">
          {(
            [
              ['square', 'Square', '1080 × 1080, for posts'],
              ['story', 'Story', '1080 × 1920, for stories'],
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
                className="mt-1 size-4 accent-brand-700"
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
          disabled={!enabled}
          aria-busy={generating}
          className={`${primaryButton} w-full sm:w-auto`}
        >
          <span aria-hidden="true">{generating ? '✨' : '🏅'}</span>
          {generating ? 'Creating Magic...' : buttonLabel}
        </button>
        {error ? (
          <p role="alert" className="mt-2 text-sm text-red-700">
            {error}
          </p>
        ) : null}
      </div>
    </form>
  );
}
