import { PolicyPage, policyMetadata } from '@/components/site/policy-page';

export const generateMetadata = () => policyMetadata('terms-of-service');

export default function Page() {
  return <PolicyPage slug="terms-of-service" />;
}
