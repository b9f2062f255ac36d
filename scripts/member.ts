// `npm run member -- <command> …`: what support staff do to a member by hand, on the configured database
// (through the running server's socket when it holds the embedded one). Answers never show a stack trace.
import { z } from 'zod';

import { migrationsDir, openForTool } from '../web/lib/db';
import { DatabaseLockedError } from '../web/lib/db/pglite';
import type { Database } from '../web/lib/db/types';
import { ConfigError, findProjectRoot, loadDatabaseConfig } from '../web/lib/env';
import { ServiceUnavailableError } from '../web/lib/service-unavailable';
import { eraseBuyer } from '../web/lib/support/erase';
import {
  createAccount,
  findMember,
  resetPassword,
  restoreAccess,
  revokeAccess,
  SupportError,
} from '../web/lib/support/member-tool';
import { emailField } from '../web/lib/validation/forms';
import { memberRefField, reasonField, usernameField } from '../web/lib/validation/member-tool';

const usage = `Usage: npm run member -- <command> …
  find <username or e-mail>            show the member, their orders and whether access is open
  create <username> <e-mail>           open an account; its owner is e-mailed a link to choose a password
  reset-password <username or e-mail>  the old password stops working, every session ends, a link is e-mailed
                                       (refuses a member whose access was withdrawn: see restore)
  revoke <username or e-mail> <why>    withdraw access, end every session, note why on the orders
  restore <username or e-mail> <why>   give withdrawn access back (after a refund, dispute or revoke)
  erase <username or e-mail> [--yes]   remove the buyer's personal data; orders keep amounts and dates`;

class UsageError extends Error {}

/** "1 e-mail", not "1 e-mails": the erasure's kinds are named in the plural. */
const singular = (kinds: string) => (kinds.endsWith('ies') ? `${kinds.slice(0, -3)}y` : kinds.replace(/s$/, ''));

function parse<T>(schema: z.core.$ZodType<T>, value: string | undefined, what: string): T {
  if (value === undefined || value.trim() === '') throw new UsageError(`Missing ${what}.`);
  const result = z.safeParse(schema, value);
  if (!result.success) throw new UsageError(`${what}: ${result.error.issues[0]?.message ?? 'not valid'}`);
  return result.data;
}

const day = (date: Date | null) => (date ? date.toISOString().slice(0, 10) : 'never');
const money = (cents: number, currency: string) => `${(cents / 100).toFixed(2)} ${currency.toUpperCase()}`;
const mailNote =
  'The site sends it within a minute while it runs (or as soon as it starts); the link works once, for 7 days.';

async function run(db: Database, command: string, args: string[]): Promise<string> {
  const [first, ...rest] = args;
  const ref = () => parse(memberRefField, first, 'username or e-mail');
  const why = () => parse(reasonField, rest.join(' '), 'why');
  switch (command) {
    case 'find': {
      const found = await findMember(db, ref());
      if (!found) return `No member has the username or e-mail address ${first}.`;
      const { member, orders } = found;
      const access = member.revokedAt ? `withdrawn on ${day(member.revokedAt)}` : 'open';
      return [
        `${member.username} <${member.email}>: access ${access}; member since ${day(member.createdAt)}, last sign-in ${day(member.lastLoginAt)}.`,
        ...orders.map(
          (order) =>
            `  ${day(order.createdAt)} ${order.paymentIntentId} ${money(order.amountCents, order.currency)} ${order.status}` +
            (order.accessNote ? ` (${order.accessNote.replace(/\n/g, '; ')})` : ''),
        ),
        ...(orders.length ? [] : ['  No orders.']),
      ].join('\n');
    }
    case 'create': {
      const username = parse(usernameField, first, 'username');
      const email = parse(emailField, rest[0], 'e-mail address');
      const member = await createAccount(db, { username, email });
      return `Created ${member.username} <${member.email}>. A sign-in link to choose a password is e-mailed to ${member.email}. ${mailNote}`;
    }
    case 'reset-password': {
      const { member, sessionsEnded } = await resetPassword(db, ref());
      return `${member.username}'s password no longer works and ${sessionsEnded} session(s) ended. A sign-in link to choose a new one is e-mailed to ${member.email}. ${mailNote}`;
    }
    case 'revoke': {
      const { member, alreadyRevoked, sessionsEnded, ordersNoted } = await revokeAccess(db, ref(), why());
      return (
        `${alreadyRevoked ? `${member.username}'s access was already withdrawn` : `Withdrew ${member.username}'s access`}; ` +
        `${sessionsEnded} session(s) ended; noted on ${ordersNoted} order(s). To give it back: npm run member -- restore ${member.username} "<why>"`
      );
    }
    case 'restore': {
      const result = await restoreAccess(db, ref(), why());
      return result.restored
        ? `Restored ${result.member.username}'s access (noted on ${result.ordersNoted} order(s)): they sign in with their password, or run reset-password to e-mail them a link.`
        : `${result.member.username}'s access is open already; nothing changed.`;
    }
    case 'erase': {
      const target = ref();
      if (!rest.includes('--yes')) {
        const found = await findMember(db, target);
        return (
          `This erases ${found ? `${found.member.username} <${found.member.email}>` : target}: the account, contact messages, ` +
          `newsletter, waitlist and marketing sign-ups, checkouts and e-mails. Orders stay, without address or member, ` +
          `for accounting. It cannot be undone. To go ahead: npm run member -- erase ${target} --yes`
        );
      }
      const erased = await eraseBuyer(db, target);
      if (!erased) return `No member has the username ${target}; give their e-mail address to erase what it left.`;
      const removed = Object.entries(erased.counts).map(
        ([what, count]) => `${count} ${count === 1 ? singular(what) : what}`,
      );
      return (
        `Erased ${erased.username ?? 'no account'} <${erased.email}>: ${removed.join(', ')}. ` +
        `${erased.ordersKept} order(s) kept without address or member.`
      );
    }
    default:
      throw new UsageError(command ? `Unknown command ${command}.` : 'No command given.');
  }
}

const [command = '', ...args] = process.argv.slice(2);
const commands = ['find', 'create', 'reset-password', 'revoke', 'restore', 'erase'];
let db: Database | undefined;
try {
  if (!commands.includes(command)) throw new UsageError(command ? `Unknown command ${command}.` : 'No command given.');
  const database = loadDatabaseConfig();
  db = await openForTool(database, migrationsDir(findProjectRoot()));
  console.log(await run(db, command, args));
} catch (error) {
  process.exitCode = error instanceof UsageError ? 2 : 1;
  if (error instanceof UsageError) console.error(`${error.message}\n\n${usage}`);
  else if (error instanceof SupportError || error instanceof ConfigError || error instanceof DatabaseLockedError) {
    console.error(error.message);
  } else if (ServiceUnavailableError.is(error)) {
    console.error(`The database cannot be reached: ${(error as Error).message}`);
  } else {
    console.error(`The member tool failed: ${error instanceof Error ? error.message : String(error)}`);
  }
} finally {
  await db?.close().catch(() => {});
}
