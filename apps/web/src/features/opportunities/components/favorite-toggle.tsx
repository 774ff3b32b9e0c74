import type { Favorite } from '@dl/contracts';
import { ActionIcon, Group } from '@mantine/core';
import { IconThumbDown, IconThumbDownFilled, IconThumbUp, IconThumbUpFilled } from '@tabler/icons-react';
import { nextFavorite } from '../api/toggle-favorite.ts';

export interface FavoriteToggleProps {
  /** Opportunity name, for the buttons' accessible names. */
  name: string;
  favorite: Favorite;
  onChange: (favorite: Favorite) => void;
  disabled?: boolean;
}

/** Thumbs up (1, Saved) and thumbs down (-1, Dismissed); pressing the active one goes back to 0. */
export function FavoriteToggle({ name, favorite, onChange, disabled = false }: FavoriteToggleProps) {
  const isUp = favorite === 1;
  const isDown = favorite === -1;
  return (
    <Group gap={2} wrap="nowrap">
      <ActionIcon
        variant={isUp ? 'light' : 'subtle'}
        color={isUp ? 'success' : 'gray'}
        aria-label={`Thumbs up ${name}`}
        aria-pressed={isUp}
        disabled={disabled}
        onClick={() => onChange(nextFavorite(favorite, 1))}
      >
        {isUp ? <IconThumbUpFilled size={18} aria-hidden /> : <IconThumbUp size={18} aria-hidden />}
      </ActionIcon>
      <ActionIcon
        variant={isDown ? 'light' : 'subtle'}
        color={isDown ? 'danger' : 'gray'}
        aria-label={`Thumbs down ${name}`}
        aria-pressed={isDown}
        disabled={disabled}
        onClick={() => onChange(nextFavorite(favorite, -1))}
      >
        {isDown ? <IconThumbDownFilled size={18} aria-hidden /> : <IconThumbDown size={18} aria-hidden />}
      </ActionIcon>
    </Group>
  );
}
