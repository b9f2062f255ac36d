import { CreditCardIcon } from '@sanity/icons';

import { block, line, paragraph, singleton } from '../copy-fields';

/** The words of /checkout around the product's summary (features, impact, guarantee: the product document). */
export const checkoutPage = singleton('checkoutPage', 'Checkout page', CreditCardIcon, '/checkout', [
  line('seoTitle', 70, 'Page title'),
  paragraph('seoDescription', 200, 'Meta description'),
  line('heading', 80),
  line('intro', 160, 'Intro', 'Under the heading. {price} is the price in force.'),
  block('summary', 'Order summary', [
    line('detailsLabel', 40, 'Button showing what is included (phones)'),
    line('totalLabel', 30, 'Total label'),
    line('regularPriceLabel', 40, 'Regular price (read aloud before the struck-out price)'),
    line('savingLabel', 40, 'Saving, during an offer', 'Followed by the amount saved.'),
    line(
      'lowestPriceLabel',
      100,
      'Lowest price, during an offer',
      'Followed by the lowest price of the 30 days before the offer.',
    ),
    line('oneTimeNote', 80, 'Under the total'),
    line('protectionHeading', 80, 'Protection heading'),
  ]),
  block('payment', 'Payment panel', [
    line('heading', 60),
    line('emailLabel', 40, 'E-mail field label'),
    line('emailHint', 160, 'E-mail field hint'),
    line('continueLabel', 40, 'Continue button'),
  ]),
  block(
    'hasAccess',
    'Address that already has access',
    'Shown instead of the payment form when the address typed already has access.',
    [
      paragraph('message', 300),
      line('loginLabel', 40, 'Log in button'),
      line('otherEmailLabel', 60, 'Button to use another address'),
    ],
  ),
]);
