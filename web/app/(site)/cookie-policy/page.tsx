import { PolicyPage, policyMetadata } from '@/components/site/policy-page';

export const generateMetadata = () => policyMetadata('cookie-policy');

export default function Page() {
  return <PolicyPage slug="cookie-policy" />;
}
