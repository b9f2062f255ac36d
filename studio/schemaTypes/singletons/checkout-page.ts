import { CreditCardIcon } from '@sanity/icons';
import { defineType } from 'sanity';

import { block, line, paragraph } from '../copy-fields';

/** The words of /checkout around the product's summary (features, impact, guarantee: the product document). */
export const checkoutPage = defineType({
  name: 'checkoutPage',
  title: 'Checkout page',
  type: 'document',
  icon: CreditCardIcon,
  fields: [
    line('seoTitle', 70, { title: 'Page title' }),
    paragraph('seoDescription', 200, { title: 'Meta description' }),
    line('heading', 80),
    line('intro', 160, { description: 'Under the heading. {price} is the price in force.' }),
    block('summary', 'Order summary', [
      line('detailsLabel', 40, { title: 'Button showing what is included (phones)' }),
      line('totalLabel', 30, { title: 'Total label' }),
      line('regularPriceLabel', 40, { title: 'Regular price (read aloud before the struck-out price)' }),
      line('savingLabel', 40, { title: 'Saving, during an offer', description: 'Followed by the amount saved.' }),
      line('lowestPriceLabel', 100, {
        title: 'Lowest price, during an offer',
        description: 'Followed by the lowest price of the 30 days before the offer.',
      }),
      line('oneTimeNote', 80, { title: 'Under the total' }),
      line('protectionHeading', 80, { title: 'Protection heading' }),
    ]),
    block('payment', 'Payment panel', [
      line('heading', 60),
      line('emailLabel', 40, { title: 'E-mail field label' }),
      line('emailHint', 160, { title: 'E-mail field hint' }),
      line('continueLabel', 40, { title: 'Continue button' }),
    ]),
    block(
      'hasAccess',
      'Address that already has access',
      [
        paragraph('message', 300),
        line('loginLabel', 40, { title: 'Log in button' }),
        line('otherEmailLabel', 60, { title: 'Button to use another address' }),
      ],
      'Shown instead of the payment form when the address typed already has access.',
    ),
  ],
  preview: { prepare: () => ({ title: 'Checkout page', subtitle: '/checkout' }) },
});
