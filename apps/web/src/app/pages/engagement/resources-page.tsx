import { Stack } from '@mantine/core';
import { downloadFile } from '#web/components/kit/file-preview/download-file.ts';
import { PageHeader } from '#web/components/shell/page-header.tsx';
import { fetchResourceLink } from '#web/features/resources/api/resources.ts';
import { ResourceGrid } from '#web/features/resources/components/resource-grid.tsx';
import { useFidId } from '../deal-flow/use-fid-id.ts';
import { openInViewer } from '../portfolio/open-in-viewer.ts';

/** `resources`: documents and links from the fiduciary; documents open in the PDF viewer or download. */
export function ResourcesPage() {
  const fidId = useFidId();
  return (
    <Stack gap="lg">
      <PageHeader title="Resources" subtitle="Guides, forms and links from your fiduciary." />
      <ResourceGrid
        fidId={fidId}
        onOpen={(r) =>
          openInViewer(async () => {
            const link = await fetchResourceLink(fidId, r.id);
            return { signed_url: link.url, document_name: r.file_name ?? r.title };
          })
        }
        onDownload={async (r) => {
          const link = await fetchResourceLink(fidId, r.id);
          downloadFile(link.url, r.file_name ?? `${r.title}.pdf`);
        }}
      />
    </Stack>
  );
}

export { ResourcesPage as Component };
