import type { Metadata } from 'next';
import { notFound } from 'next/navigation';

import { getLegalPages, getPolicy } from '@/lib/content';
import { pageMetadata } from '@/lib/seo/metadata';

import { PolicyArticle } from './policy-article';

/** One route per policy (the studio accepts exactly these slugs); other paths get app/global-not-found.tsx. */
export function policyRoute(slug: 'privacy-policy' | 'terms-of-service' | 'cookie-policy' | 'refund-policy') {
  async function loadPolicy() {
    const policy = await getPolicy(slug);
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
