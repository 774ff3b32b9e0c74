import { z } from 'zod';
import { errorSchema, fidParamsSchema } from './common.ts';
import { investmentStatusSchema } from './investments.ts';
import { moneyTotalSchema } from './opportunities.ts';
import { API_PREFIX, defineRoute } from './route.ts';

const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema };
const base = `${API_PREFIX}/fid/:fidId/fid-admin/dashboard`;

/**
 * The fund-admin dashboard's figures (issue 15 point 2). What each counts is defined in
 * packages/domain (dashboard-figures.ts): invitations by status 1 Sent .. 6 Denied (all six, zeros
 * included), KYC forms at 4 Form, opportunities Ready for Review or Pending Review, deals waiting for
 * the fiduciary's next step, capital called vs received (exact decimal strings), questions without
 * a response.
 */
export const dashboardStatsSchema = z.object({
  investors_by_invitation_status: z.array(
    z.object({ status: z.number().int().min(1).max(6), label: z.string(), count: z.number().int() }),
  ),
  kyc_waiting: z.number().int(),
  opportunities_waiting: z.number().int(),
  deals_waiting: z.array(
    z.object({
      status: investmentStatusSchema,
      step: z.enum(['approve', 'countersign', 'execute']),
      label: z.string(),
      count: z.number().int(),
    }),
  ),
  capital: z.object({ called: moneyTotalSchema, received: moneyTotalSchema }),
  unanswered_questions: z.number().int(),
});
export type DashboardStats = z.infer<typeof dashboardStatsSchema>;

/** Spec 3 "Map location": one per city, `count` investors there. */
export const mapLocationSchema = z.object({
  lat: z.number(),
  lng: z.number(),
  city: z.string(),
  state: z.string(),
  country: z.string(),
  count: z.number().int().min(1),
});
export type MapLocation = z.infer<typeof mapLocationSchema>;

/**
 * The map's locations, most investors first, geocoded on the server from a city gazetteer (no
 * outside service). `unplaced` counts investors whose city the gazetteer does not know (left off the
 * map). `tile_url` is the deployment's tile server (MAP_TILE_URL, a Leaflet URL template), or null:
 * the map then shows its bundled world layer only.
 */
export const dashboardLocationsSchema = z.object({
  count: z.number().int(),
  results: z.array(mapLocationSchema),
  unplaced: z.number().int(),
  tile_url: z.string().nullable(),
});
export type DashboardLocations = z.infer<typeof dashboardLocationsSchema>;

export const getDashboardStatsRoute = defineRoute({
  method: 'GET',
  url: base,
  schema: { params: fidParamsSchema, response: { 200: dashboardStatsSchema, ...errors } },
});

export const getDashboardLocationsRoute = defineRoute({
  method: 'GET',
  url: `${base}/locations`,
  schema: { params: fidParamsSchema, response: { 200: dashboardLocationsSchema, ...errors } },
});

/** Whether the user's city may appear on the fiduciary's investor map (an investor may opt out). */
export const locationSharingSchema = z.object({ show_location: z.boolean() });
export type LocationSharing = z.infer<typeof locationSharingSchema>;

export const getLocationSharingRoute = defineRoute({
  method: 'GET',
  url: `${API_PREFIX}/fid/:fidId/profile/location-sharing`,
  schema: { params: fidParamsSchema, response: { 200: locationSharingSchema, ...errors } },
});

export const putLocationSharingRoute = defineRoute({
  method: 'PUT',
  url: `${API_PREFIX}/fid/:fidId/profile/location-sharing`,
  schema: {
    params: fidParamsSchema,
    body: z.object({ show_location: z.boolean({ error: 'show_location is required' }) }).strict(),
    response: { 200: locationSharingSchema, ...errors },
  },
});
