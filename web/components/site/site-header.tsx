import { buttonClasses } from '@/components/ui/button-styles';
import { IntentLink } from '@/components/ui/intent-link';
import type { SiteLayout } from '@/lib/content';

import { AccountLink } from './account-link';
import { HeaderFrame } from './header-frame';
import { MobileMenu } from './mobile-menu';
import { SiteLogo } from './site-logo';

const CHECKOUT_PATH = '/checkout';

export function SiteHeader({ layout: { title, navigation, price } }: { layout: SiteLayout }) {
  return (
    <HeaderFrame>
      <div className="mx-auto flex h-full max-w-6xl items-center justify-between gap-4 px-4 sm:px-6">
        <SiteLogo title={title} />
        <nav aria-label="Main" className="hidden items-center gap-1 md:flex">
          <ul className="flex items-center gap-1">
            {navigation.links.map((link) => (
              <li key={link._key}>
                <IntentLink href={link.href} className={buttonClasses('ghost', 'sm')}>
                  {link.label}
                </IntentLink>
              </li>
            ))}
          </ul>
          <AccountLink loginLabel={navigation.loginLabel} className={`ml-2 ${buttonClasses('outline', 'sm')}`} />
          <IntentLink href={CHECKOUT_PATH} className={`ml-2 ${buttonClasses('primary', 'sm')}`}>
            {navigation.ctaLabel}
          </IntentLink>
        </nav>
        <div className="flex items-center gap-2 md:hidden">
          <IntentLink
            href={CHECKOUT_PATH}
            aria-label={`${navigation.ctaLabel} – ${price}`}
            className={buttonClasses('primary', 'sm')}
          >
            {price}
          </IntentLink>
          <MobileMenu
            links={navigation.links}
            loginLabel={navigation.loginLabel}
            ctaLabel={`${navigation.mobileCtaLabel} – ${price}`}
            ctaHref={CHECKOUT_PATH}
          />
        </div>
      </div>
    </HeaderFrame>
  );
}
