export { NoticeDesk } from './components/notice-desk.tsx';
