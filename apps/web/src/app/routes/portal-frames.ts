import { PORTALS, type Portal } from '@dl/domain';
import type { ComponentType, ReactNode } from 'react';

/** A portal's frame: the guard, the shell and the navigation; the page goes in `children` or the outlet. */
export interface PortalFrameModule {
  Component: ComponentType<{ children?: ReactNode }>;
}

/** Each portal's frame is a chunk of its own, loaded on the first visit (spec 2). */
export const PORTAL_FRAMES: Record<Portal, () => Promise<PortalFrameModule>> = {
  [PORTALS.INVESTOR]: () => import('../portals/investor/investor-portal.tsx'),
  [PORTALS.ISSUER]: () => import('../portals/issuers/issuer-portal.tsx'),
  [PORTALS.FID_ADMIN]: () => import('../portals/fid-admin/fid-admin-portal.tsx'),
  [PORTALS.PROVIDER]: () => import('../portals/trellis-admin/trellis-admin-portal.tsx'),
  [PORTALS.CAPTABLE]: () => import('../portals/acap/acap-portal.tsx'),
};

export const roadshowFrame = (): Promise<PortalFrameModule> => import('../portals/roadshow/roadshow-frame.tsx');
