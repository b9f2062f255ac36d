import { stageRoute } from '@/components/programme/stage-route';

const route = stageRoute('morning');

export const generateMetadata = route.generateMetadata;
export default route.Page;
