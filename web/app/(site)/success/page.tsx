export { generateMetadata, default } from '../payment-success/page';
