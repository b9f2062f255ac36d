import 'server-only';

import { readCurrent } from './cache';
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
  const operator = await readCurrent(reads.operator(), source);
  if (!operator) throw new Error('The site settings have no operator (who sells); the e-mails need one.');
  return operator;
}

/** The tracker PDF's content, attached to the order confirmation beside the guide. */
export async function getTrackerForEmail(source?: ContentSource) {
  const [read, name] = await Promise.all([
    readCurrent(reads.tracker(), source),
    readCurrent(reads.programmeName(), source),
  ]);
  const copy = trackerCopyOf(read);
  if (!copy) throw new Error('The tracker copy document is missing.');
  return { copy, programmeName: programmeNameOr(name) };
}

export async function getWelcomeEmailCopy(source?: ContentSource) {
  const copy = await readCurrent(reads.welcomeEmail(), source);
  if (!copy) throw new Error('The welcome e-mail copy (emailCopy) is missing.');
  return { ...copy, productName: programmeNameOr(copy.productName) };
}

export async function getAccessWithdrawnEmailCopy(source?: ContentSource) {
  const copy = await readCurrent(reads.accessWithdrawnEmailCopy(), source);
  if (!copy?.accessWithdrawn || !copy.footer) throw new Error('The access-ended e-mail’s copy (emailCopy) is missing.');
  return { ...copy.accessWithdrawn, footer: copy.footer };
}

export async function getSignInEmailCopy(source?: ContentSource) {
  const copy = await readCurrent(reads.signInEmailCopy(), source);
  if (!copy) throw new Error('The sign-in e-mails’ copy (emailCopy.signIn) is missing.');
  return copy;
}

/** The support address from the site settings, and the programme's name for the e-mails that give it. */
export async function getSupportContact(source?: ContentSource) {
  const contact = await readCurrent(reads.supportContact(), source);
  if (!contact.supportEmail)
    throw new Error('The support e-mail address (siteSettings.operator.supportEmail) is missing.');
  return { supportEmail: contact.supportEmail, productName: programmeNameOr(contact.productName) };
}
