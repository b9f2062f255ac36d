// The members' rules (username and password required)
// and the README (a sign-in link's new password has 10 characters or more).
import { bad, ok, SPEC_MESSAGES, stripSpaces, unsure, visibleLength, type Check } from './rules';

/** Optional on the opt-in form; any text of a sensible length is a first name. */
export const firstName = (value: unknown): Check =>
  typeof value !== 'string'
    ? bad('firstName is not text')
    : value.trim().length <= 50
      ? ok
      : unsure('a long first name');

export const username = (value: unknown): Check => {
  if (typeof value !== 'string' || stripSpaces(value) === '') return bad('username is empty', SPEC_MESSAGES.username);
  if (visibleLength(value) >= 1 && value.trim().length <= 32) return ok;
  return unsure('username is blank on some counts, or long');
};
export const password = (value: unknown): Check => {
  if (typeof value !== 'string' || value === '') return bad('password is empty', SPEC_MESSAGES.password);
  return value.length <= 128 ? ok : unsure('a long password');
};
/** The e-mailed link's token is URL-safe base64 of about 43 characters. */
export const linkTokenRule = (value: unknown): Check => {
  if (typeof value !== 'string' || !/^[A-Za-z0-9_-]+$/.test(value)) {
    return bad('token is not a link token', undefined, [400, 410]);
  }
  return value.length >= 32 && value.length <= 64 ? ok : unsure('token is of an unusual length');
};
/** README: a new password of 10 characters or more. */
export const newPasswordRule = (value: unknown): Check => {
  if (typeof value !== 'string' || value.length < 10) return bad('new password is shorter than 10 characters');
  return visibleLength(value) >= 10 && value.length <= 128 ? ok : unsure('10 characters only on some counts, or long');
};
