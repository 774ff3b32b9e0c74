import type { OpportunityDetail } from '@dl/contracts';
import { useToggleFavorite } from '../api/toggle-favorite.ts';
import { FavoriteToggle } from './favorite-toggle.tsx';
import { FAVORITE_FAILED } from './opportunity-list.tsx';
import { errorText } from '#web/lib/api-error.ts';
import { useSnackbar } from '#web/lib/snackbar.ts';

/** The thumbs of the detail page; the list and this page are read again afterwards. */
export function OpportunityFavorite({ fidId, opportunity }: { fidId: string; opportunity: OpportunityDetail }) {
  const toggle = useToggleFavorite(fidId);
  const snackbar = useSnackbar();
  return (
    <FavoriteToggle
      name={opportunity.name}
      favorite={opportunity.favorite}
      disabled={toggle.isPending}
      onChange={(favorite) =>
        toggle.mutate(
          { id: opportunity.opp_id, favorite },
          { onError: (error) => void snackbar.error(errorText(error, FAVORITE_FAILED)) },
        )
      }
    />
  );
}
