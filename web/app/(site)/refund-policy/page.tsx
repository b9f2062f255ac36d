import type { Metadata } from 'next';
import { notFound } from 'next/navigation';

import { PolicyArticle } from '@/components/site/policy-article';
import { getPolicy } from '@/lib/content';
import { pageMetadata } from '@/lib/seo/metadata';

async function loadPolicy() {
  const policy = await getPolicy('refund-policy');
  if (!policy) notFound();
  return policy;
}

export async function generateMetadata(): Promise<Metadata> {
  const policy = await loadPolicy();
  return pageMetadata({ title: policy.title, description: policy.summary, path: '/refund-policy' });
}

export default async function Page() {
  return <PolicyArticle policy={await loadPolicy()} />;
}
