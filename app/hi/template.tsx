export { default } from '../stylesheet-template';
