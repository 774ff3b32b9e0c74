export { OperationsDesk } from './components/operations-desk.tsx';
