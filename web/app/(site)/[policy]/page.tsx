import type { Metadata } from 'next';
import { notFound } from 'next/navigation';

import { PolicyArticle } from '@/components/site/policy-article';
import { getLegalPages, getPolicy, getPolicySlugs } from '@/lib/content';
import { pageMetadata } from '@/lib/seo/metadata';

/**
 * The policies, at the root: /privacy-policy, /terms-of-service, /cookie-policy
 * and /refund-policy, each prerendered. Any other one-segment path matches no
 * route and gets the 404 page (app/global-not-found.tsx).
 */
export const dynamicParams = false;

export async function generateStaticParams(): Promise<{ policy: string }[]> {
  return (await getPolicySlugs()).map(({ slug }) => ({ policy: slug }));
}

async function loadPolicy(params: PageProps<'/[policy]'>['params']) {
  const policy = await getPolicy((await params).policy);
  if (!policy) notFound();
  return policy;
}

export async function generateMetadata({ params }: PageProps<'/[policy]'>): Promise<Metadata> {
  const policy = await loadPolicy(params);
  return pageMetadata({ title: policy.title, description: policy.summary, path: `/${policy.slug}` });
}

export default async function PolicyPage({ params }: PageProps<'/[policy]'>) {
  const [policy, { lastUpdatedLabel }] = await Promise.all([loadPolicy(params), getLegalPages()]);
  return <PolicyArticle policy={policy} lastUpdatedLabel={lastUpdatedLabel} />;
}
