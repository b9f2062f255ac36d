// Forked by content:watch: the studio's schema needs React's client build, the watcher runs with the server's.
import type { SanityDocument } from '../web/lib/content/dataset';
import { createContentValidator } from './lib/validate-content';

const validator = await createContentValidator();
process.on('message', (request: { dataset: SanityDocument[]; only?: string[] }) => {
  void validator
    .check(request.dataset, request.only ? new Set(request.only) : undefined)
    .catch((error: Error) => [{ where: '(validator)', message: error.message }])
    .then((problems) => process.send?.(problems));
});
process.on('disconnect', () => void validator.close().then(() => process.exit(0)));
process.send?.({ ready: true });
