import QRCode from 'qrcode';

import {
  CERTIFICATE_QR_SIZE,
  CERTIFICATE_SIZES,
  certificateWording,
  wrapText,
  type CertificateText,
} from '@/lib/programme/certificate';
import type { CertificateFormat } from '@/lib/programme/file-names';

const SERIF = 'Georgia, "Times New Roman", serif';
const SANS = 'system-ui, -apple-system, "Segoe UI", Roboto, Arial, sans-serif';

export async function drawCertificate(format: CertificateFormat, text: CertificateText): Promise<Blob> {
  const { width, height } = CERTIFICATE_SIZES[format];
  const words = certificateWording(text);
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
  const line = (value: string, y: number, font: string, colour: string, x = centre) => {
    context.font = font;
    context.fillStyle = colour;
    context.fillText(value, x, y);
  };
  context.textAlign = 'center';
  context.textBaseline = 'alphabetic';

  let y = story ? 330 : 190;
  line(words.heading, y, `600 30px ${SANS}`, '#16804a');
  y += story ? 80 : 64;
  line(words.programme, y, `700 56px ${SANS}`, '#0b3a23');
  y += story ? 120 : 84;
  line(words.certifies, y, `400 30px ${SANS}`, '#475569');

  y += story ? 120 : 90;
  let nameSize = 84;
  context.font = `700 ${nameSize}px ${SERIF}`;
  while (context.measureText(words.name).width > width - 240 && nameSize > 36) {
    nameSize -= 4;
    context.font = `700 ${nameSize}px ${SERIF}`;
  }
  line(words.name, y, `700 ${nameSize}px ${SERIF}`, '#12202b');

  y += story ? 90 : 66;
  line(words.earned, y, `400 28px ${SANS}`, '#475569');
  y += story ? 90 : 66;
  line(words.title, y, `700 46px ${SANS}`, '#12663c');

  y += story ? 150 : 90;
  context.font = `italic 40px ${SERIF}`;
  for (const quoteLine of wrapText(words.quote, width - 280, (value) => context.measureText(value).width)) {
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
  line(words.date, qrY + 60, `600 28px ${SANS}`, '#0b3a23', footerX);
  line(words.invitation, qrY + 100, `400 24px ${SANS}`, '#475569', footerX);
  line(words.address, qrY + 132, `400 24px ${SANS}`, '#475569', footerX);

  return new Promise((resolve, reject) =>
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('Could not create the image'))), 'image/png'),
  );
}
