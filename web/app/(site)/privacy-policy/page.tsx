import { policyRoute } from '@/components/site/policy-route';

const route = policyRoute('privacy-policy');

export const generateMetadata = route.generateMetadata;
export default route.Page;
