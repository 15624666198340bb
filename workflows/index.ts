export { ping } from './ping.workflow';
