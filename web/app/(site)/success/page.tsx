export { metadata, default } from '../payment-success/page';
