import { cronRoute } from '@/lib/http/routes';
import { deliverDueEmailsNow } from '@/lib/mail';

/**
 * The e-mail outbox's scheduled run (web/vercel.json, or any cron with the same
 * secret): sends what is due, retries included, and answers the counts.
 */
export const GET = cronRoute(async () => Response.json(await deliverDueEmailsNow()));
