/**
 * The Content-Security-Policy `img-src` source a map tile server needs (MAP_TILE_URL, a Leaflet URL
 * template such as `https://{s}.tiles.example.com/{z}/{x}/{y}.png`): its origin, a `{s}` subdomain
 * becoming a wildcard. Null when there is no tile server or it is served from the app's own origin
 * (a path), which 'self' already allows.
 */
export function mapTileImageSource(template: string | undefined): string | null {
  const match = template ? /^(https?):\/\/((?:\{s\}\.)?[\w.-]+(?::\d+)?)/i.exec(template) : null;
  if (!match?.[1] || !match[2]) return null;
  return `${match[1].toLowerCase()}://${match[2].replace('{s}', '*').toLowerCase()}`;
}
