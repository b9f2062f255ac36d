import { defineField, type ValidationContext } from 'sanity';

import { publishedId } from '../../../web/lib/content/perspective';
import { apiVersion } from '../../env';

/** Other documents, not drafts or release versions of the one being checked ($id). */
export const OTHERS = /* groq */ `!(_id in [$id, "drafts." + $id]) && !(_id in path("versions.**"))`;

/** No other document of this type has the same `field`: a stage's `key`, a discount code's `code`. */
export const isUnique =
  (field: string) =>
  async (value: string | undefined, context: ValidationContext): Promise<true | string> => {
    if (!value || !context.document) return true;
    const others = await context
      .getClient({ apiVersion })
      .fetch<number>(`count(*[_type == $type && ${field} == $value && ${OTHERS}])`, {
        type: context.document._type,
        value,
        id: publishedId(context.document._id),
      });
    return others === 0 || `Another document of this type already uses the ${field} "${value}"`;
  };

/** The `key` field of a fixed set's documents (a stage, a diet tab, a checklist flag): one of `list`, each used once. */
export const keyField = (list: readonly (string | { title: string; value: string })[]) =>
  defineField({
    name: 'key',
    type: 'string',
    options: { list: [...list] },
    validation: (rule) => rule.required().custom(isUnique('key')),
  });
