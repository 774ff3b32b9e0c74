import 'react-pdf/dist/Page/AnnotationLayer.css';
import 'react-pdf/dist/Page/TextLayer.css';
import '../lib/pdf-setup.ts';
import { Alert, Box, Center, Loader, Paper, Stack, Text } from '@mantine/core';
import { useElementSize } from '@mantine/hooks';
import { IconAlertCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { Document, Page } from 'react-pdf';
import { PDF_OPTIONS } from '../lib/pdf-setup.ts';

/** Spec 8: file fetch failure. */
export const FILE_LOAD_FAILED = 'Failed to load file';
const MAX_PAGE_WIDTH = 900;

const pageNumbers = (count: number) => Array.from({ length: count }, (_, index) => index + 1);

export interface PdfPagesProps {
  /** Same-origin address of the PDF (a signed link). Memoise it: a new string reloads the file. */
  file: string;
  /** Names the scrolling region for assistive technology, e.g. the document's name. */
  label: string;
  /** 1 = fit the width of the region (at most 900 px). */
  zoom?: number;
  /** Shows the PDF's own form widgets (the viewer's fill-form mode). */
  renderForms?: boolean;
  onPageCount?: (count: number) => void;
  /** Height of the scrolling region; the pages scroll inside it. */
  height?: number | string;
}

/**
 * The pages of a PDF one under the other in a scrolling region that takes keyboard focus (arrow keys,
 * Page Up/Down), with the text layer so the text can be selected and read by screen readers.
 */
export function PdfPages({ file, label, zoom = 1, renderForms = false, onPageCount, height = '75vh' }: PdfPagesProps) {
  const [pages, setPages] = useState(0);
  const { ref, width } = useElementSize();
  const pageWidth = Math.max(240, Math.min(width - 32, MAX_PAGE_WIDTH) * zoom);
  return (
    <Box
      ref={ref}
      role="region"
      aria-label={label}
      tabIndex={0}
      bg="gray.1"
      p="md"
      style={{ height, overflow: 'auto', borderRadius: 8 }}
    >
      <Document
        file={file}
        options={PDF_OPTIONS}
        onLoadSuccess={({ numPages }) => {
          setPages(numPages);
          onPageCount?.(numPages);
        }}
        loading={
          <Center py="xl" role="status">
            <Stack align="center" gap="xs">
              <Loader size="sm" />
              <Text c="dimmed">Loading...</Text>
            </Stack>
          </Center>
        }
        error={
          <Alert color="red" icon={<IconAlertCircle aria-hidden />} role="alert">
            {FILE_LOAD_FAILED}
          </Alert>
        }
      >
        <Stack gap="md" align="center">
          {width > 0 &&
            pageNumbers(pages).map((pageNumber) => (
              <Paper key={pageNumber} shadow="xs" withBorder style={{ overflow: 'hidden' }}>
                <Page
                  pageNumber={pageNumber}
                  width={pageWidth}
                  renderAnnotationLayer
                  renderForms={renderForms}
                  renderTextLayer
                />
              </Paper>
            ))}
        </Stack>
      </Document>
    </Box>
  );
}
