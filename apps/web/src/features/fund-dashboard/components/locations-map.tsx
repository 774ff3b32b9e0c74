import 'leaflet/dist/leaflet.css';
import { useEffect } from 'react';
import { CircleMarker, GeoJSON, MapContainer, TileLayer, Tooltip, useMap } from 'react-leaflet';
import { locationTooltip, MAP_START_ZOOM, type PlottedLocation } from '../lib/map-locations.ts';
import { SEA_COLOR, WORLD, WORLD_STYLE } from './world-layer.ts';

export interface LocationsMapProps {
  /** At least one; the map opens on the first. */
  locations: PlottedLocation[];
  /** The deployment's tile server (a URL template); null: the bundled world layer only. */
  tileUrl: string | null;
  /** A location picked in the list of cities: the map moves there. */
  focus: PlottedLocation | null;
  /** Bumped to fit every location in view. */
  fitAllSignal: number;
}

/** Larger circles for more investors, within bounds a finger can hit and a map can hold. */
const radiusFor = (count: number) => Math.min(8 + Math.round(Math.sqrt(count) * 3), 28);

function FollowFocus({ focus }: { focus: PlottedLocation | null }) {
  const map = useMap();
  useEffect(() => {
    if (focus) map.setView([focus.lat, focus.lng], MAP_START_ZOOM);
  }, [focus, map]);
  return null;
}

function FitAll({ signal, locations }: { signal: number; locations: PlottedLocation[] }) {
  const map = useMap();
  useEffect(() => {
    if (signal > 0)
      map.fitBounds(
        locations.map((l) => [l.lat, l.lng]),
        { padding: [32, 32], maxZoom: MAP_START_ZOOM },
      );
  }, [signal, locations, map]);
  return null;
}

/**
 * The investor map (Leaflet, in its own chunk): circle markers (no marker images to fetch), each with
 * the spec's tooltip. It opens at zoom 14 on the first location (spec 2); 'Show all locations' fits
 * them all. Without a tile server it draws the bundled world layer only.
 */
export function LocationsMap({ locations, tileUrl, focus, fitAllSignal }: LocationsMapProps) {
  const first = locations[0];
  if (!first) return null;
  return (
    <MapContainer
      center={[first.lat, first.lng]}
      zoom={MAP_START_ZOOM}
      style={{ height: '100%', width: '100%', background: SEA_COLOR }}
      worldCopyJump
    >
      {tileUrl ? (
        <TileLayer url={tileUrl} />
      ) : (
        <GeoJSON data={WORLD} style={WORLD_STYLE} interactive={false} attribution="World: Natural Earth" />
      )}
      {locations.map((l) => (
        <CircleMarker
          key={`${l.lat},${l.lng},${l.city}`}
          center={[l.lat, l.lng]}
          radius={radiusFor(l.count)}
          pathOptions={{ color: '#0075A1', weight: 2, fillColor: '#009F46', fillOpacity: 0.75 }}
        >
          <Tooltip>{locationTooltip(l)}</Tooltip>
        </CircleMarker>
      ))}
      <FollowFocus focus={focus} />
      <FitAll signal={fitAllSignal} locations={locations} />
    </MapContainer>
  );
}
