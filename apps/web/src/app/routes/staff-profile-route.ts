/** The page the profile menu's My Profile opens in the portals without the investor profile pages. */
export const PROFILE_PATH = 'profile';

/** My Profile of the staff portals (issuer, fund admin, provider, cap table): any logged-in role. */
export const staffProfileRoute = {
  path: PROFILE_PATH,
  title: 'My Profile',
  label: 'My Profile',
  page: 'staff-profile',
} as const;
