import 'server-only';

import { readCurrent, required } from './cache';
import { printableGuideOf, trackerCopyOf } from './programme';
import { programmeNameOr } from './programme-name';
import { reads } from './reads';
import type { ContentSource } from './source';

// Read past every cache: the outbox sends long after the page that queued the message.

export async function getOrderEmailContent(source?: ContentSource) {
  const [product, guide, copy] = await Promise.all([
    readCurrent(reads.orderEmail(), source),
    readCurrent(reads.printableGuide(), source),
    readCurrent(reads.orderEmailCopy(), source),
  ]);
  if (!copy?.order || !copy.footer) throw new Error('The order e-mail’s copy (emailCopy.order) is missing.');
  return {
    productName: programmeNameOr(product?.name),
    donationLine: product?.donationLine ?? '',
    words: { ...copy.order, footer: copy.footer },
    guide: printableGuideOf(guide),
  };
}

export async function getOperator(source?: ContentSource) {
  return required(await readCurrent(reads.operator(), source), 'The site settings’ operator (who sells)');
}

/** The tracker PDF's content, attached to the order confirmation beside the guide. */
export async function getTrackerForEmail(source?: ContentSource) {
  const [read, name] = await Promise.all([
    readCurrent(reads.tracker(), source),
    readCurrent(reads.programmeName(), source),
  ]);
  return { copy: required(trackerCopyOf(read), 'The tracker copy document'), programmeName: programmeNameOr(name) };
}

export async function getWelcomeEmailCopy(source?: ContentSource) {
  const copy = required(await readCurrent(reads.welcomeEmail(), source), 'The welcome e-mail copy (emailCopy)');
  return { ...copy, productName: programmeNameOr(copy.productName) };
}

export async function getAccessWithdrawnEmailCopy(source?: ContentSource) {
  const read = await readCurrent(reads.accessWithdrawnEmailCopy(), source);
  const copy = required(read, 'The access-ended e-mail’s copy (emailCopy)', 'accessWithdrawn', 'footer');
  return { ...copy.accessWithdrawn, footer: copy.footer };
}

export async function getSignInEmailCopy(source?: ContentSource) {
  return required(await readCurrent(reads.signInEmailCopy(), source), 'The sign-in e-mails’ copy (emailCopy.signIn)');
}

/** The support address from the site settings, and the programme's name for the e-mails that give it. */
export async function getSupportContact(source?: ContentSource) {
  const read = await readCurrent(reads.supportContact(), source);
  const contact = required(read, 'The support address (siteSettings.operator.supportEmail)', 'supportEmail');
  return { supportEmail: contact.supportEmail, productName: programmeNameOr(contact.productName) };
}
