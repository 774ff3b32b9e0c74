import {
  FILE_TYPE_GROUPS,
  type FileTypeGroup,
  formatFileSize,
  isAllowedMimeType,
  wrongFileTypeMessage,
} from '@dl/domain';

/** Which message form to use (spec 5: the investor side says ' upload {type} files only'). */
export type MessageSide = 'default' | 'investor';

/** The `accept` attribute of a group: its extensions and MIME types. */
export function acceptFor(group: FileTypeGroup): string {
  const { extensions, mimeTypes } = FILE_TYPE_GROUPS[group];
  return [...extensions, ...mimeTypes].join(',');
}

function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot === -1 ? '' : name.slice(dot).toLowerCase();
}

/**
 * Why the browser will not send `file`, or null. By extension or MIME type only: a convenience, the
 * server checks the content.
 */
export function fileProblem(
  file: Pick<File, 'name' | 'type' | 'size'>,
  group: FileTypeGroup,
  { side = 'default', maxBytes }: { side?: MessageSide; maxBytes: number },
): string | null {
  const extensions: readonly string[] = FILE_TYPE_GROUPS[group].extensions;
  const typeOk = extensions.includes(extensionOf(file.name)) || isAllowedMimeType(group, file.type);
  if (!typeOk) return wrongFileTypeMessage(group, side);
  if (file.size > maxBytes) {
    return `The file is too large (${formatFileSize(file.size)}). Files up to ${formatFileSize(maxBytes)} can be uploaded.`;
  }
  return null;
}
