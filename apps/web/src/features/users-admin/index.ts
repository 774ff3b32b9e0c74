export { UserDetail, useUserHeading } from './components/user-detail.tsx';
export { UserDirectory } from './components/user-directory.tsx';
export { UserStatusBadge } from './components/user-badges.tsx';
