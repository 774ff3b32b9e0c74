import { PageHeader } from '#web/components/shell/page-header.tsx';
import { NoticeDesk } from '#web/features/notices-admin/index.ts';

/** Provider admin: announcements, incidents and maintenance notices (issue 18 point 5). */
export function SystemNotificationsAdminPage() {
  return (
    <>
      <PageHeader
        title="System Notifications"
        subtitle="Announce maintenance and incidents to every tenant or to chosen ones, now or on a schedule."
      />
      <NoticeDesk />
    </>
  );
}

export { SystemNotificationsAdminPage as Component };
