import { certificateMessages } from '@/lib/messages/members';
import type { certificateWording } from '@/lib/programme/certificate';

/** The image, and every word on it as text in the image's order, for those who cannot see it. */
export function CertificatePreview({
  url,
  words,
  fileName,
  heading,
}: {
  url: string;
  words: ReturnType<typeof certificateWording>;
  fileName: string;
  heading: string;
}) {
  return (
    <figure className="grid gap-4 rounded-xl border border-slate-300 p-4 sm:grid-cols-[12rem_1fr]">
      {/* A blob made in this page: next/image has nothing to optimise. */}
      {/* eslint-disable-next-line @next/next/no-img-element */}
      <img
        src={url}
        alt={certificateMessages.imageAlt(words.name, words.title)}
        className="w-48 max-w-full rounded-lg shadow"
      />
      <figcaption className="text-sm text-slate-800">
        <span className="block font-semibold text-brand-900">{heading}</span>
        <span className="mt-2 block">
          {words.heading}: {words.programme}
        </span>
        <span className="block">
          {words.certifies} <strong>{words.name}</strong> {words.earned} <strong>{words.title}</strong>.
        </span>
        <span className="block italic">{words.quote}</span>
        <span className="block">{words.date}</span>
        <span className="block">
          {words.invitation} {words.address} {certificateMessages.qrCode}
        </span>
        <span className="mt-2 block text-slate-700">{certificateMessages.savedAs(fileName)}</span>
      </figcaption>
    </figure>
  );
}
