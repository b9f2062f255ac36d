import { policyRoute } from '@/components/site/policy-route';

const route = policyRoute('terms-of-service');

export const generateMetadata = route.generateMetadata;
export default route.Page;
