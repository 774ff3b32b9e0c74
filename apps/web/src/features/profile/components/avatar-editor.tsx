import type { Profile } from '@dl/contracts';
import { Alert, Avatar, Button, FileButton, Group, Stack, Text } from '@mantine/core';
import { IconCamera, IconTrash } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { uploadStaticAsset } from '#web/components/inputs/file-upload/upload-static-asset.ts';
import { ImageCropperModal } from '#web/components/kit/image-cropper/index.ts';
import { errorText } from '#web/lib/api-error.ts';
import { useUpdateProfile } from '../api/update-profile.ts';
import { initials } from '../lib/initials.ts';

/**
 * The profile photo: pick a JPEG / PNG, crop it (spec 5: a profile image at least 144 px wide; Crop
 * or Do not crop), upload it through static-assets and set it as the avatar.
 */
export function AvatarEditor({ fidId, profile }: { fidId: string; profile: Profile }) {
  const [picked, setPicked] = useState<File | null>(null);
  const setAvatar = useUpdateProfile(fidId);
  const removeAvatar = useUpdateProfile(fidId);
  const upload = useMutation({
    mutationFn: async (file: File) => {
      const uploaded = await uploadStaticAsset({ file, group: 'image' });
      return setAvatar.mutateAsync({ avatar_file_id: uploaded.id });
    },
  });
  // The error of the latest action only: a new one clears what an earlier one said.
  const isUploadLatest = upload.submittedAt >= removeAvatar.submittedAt;
  const error = isUploadLatest
    ? upload.error && errorText(upload.error, 'Failed to upload file')
    : removeAvatar.error && errorText(removeAvatar.error, 'Failed to update item');
  const save = (file: File) => {
    setPicked(null);
    upload.mutate(file);
  };

  return (
    <Group gap="lg" align="center" wrap="wrap">
      <Avatar
        src={profile.avatar_url}
        size={96}
        radius={96}
        color="brand"
        alt="Profile photo"
        data-testid="profile-avatar"
      >
        {initials(profile.first_name, profile.last_name)}
      </Avatar>
      <Stack gap="xs">
        <Group gap="xs">
          <FileButton onChange={setPicked} accept="image/png,image/jpeg">
            {(props) => (
              <Button
                {...props}
                variant="light"
                leftSection={<IconCamera size={16} aria-hidden />}
                loading={upload.isPending}
              >
                {profile.avatar_url ? 'Change photo' : 'Upload photo'}
              </Button>
            )}
          </FileButton>
          {profile.avatar_url && (
            <Button
              variant="subtle"
              color="red"
              leftSection={<IconTrash size={16} aria-hidden />}
              onClick={() => removeAvatar.mutate({ avatar_file_id: null })}
              loading={removeAvatar.isPending}
            >
              Remove
            </Button>
          )}
        </Group>
        <Text size="xs" c="dimmed">
          JPEG or PNG, at least 144 px wide.
        </Text>
        {error && (
          <Alert color="red" variant="light" py={6} role="alert">
            {error}
          </Alert>
        )}
      </Stack>
      <ImageCropperModal
        opened={picked !== null}
        file={picked}
        kind="profile"
        aspect={1}
        title="Crop profile photo"
        onClose={() => setPicked(null)}
        onDone={save}
      />
    </Group>
  );
}
