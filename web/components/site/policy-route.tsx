import type { Metadata } from 'next';
import { notFound } from 'next/navigation';

import { getLegalPages, getPolicy } from '@/lib/content';
import { pageMetadata } from '@/lib/seo/metadata';

import { PolicyArticle } from './policy-article';

/**
 * The page and metadata of one policy route. The four policies have a route
 * each (the studio accepts exactly these four slugs), so any other
 * one-segment path matches no route and gets app/global-not-found.tsx.
 */
export function policyRoute(slug: 'privacy-policy' | 'terms-of-service' | 'cookie-policy' | 'refund-policy') {
  async function loadPolicy() {
    const policy = await getPolicy(slug);
    // A policy not published yet: the site's 404 inside its bar and footer.
    if (!policy) notFound();
    return policy;
  }

  return {
    async generateMetadata(): Promise<Metadata> {
      const policy = await loadPolicy();
      return pageMetadata({ title: policy.title, description: policy.summary, path: `/${policy.slug}` });
    },
    async Page() {
      const [policy, { lastUpdatedLabel }] = await Promise.all([loadPolicy(), getLegalPages()]);
      return <PolicyArticle policy={policy} lastUpdatedLabel={lastUpdatedLabel} />;
    },
  };
}
