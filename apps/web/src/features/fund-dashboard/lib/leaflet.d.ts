/**
 * The part of Leaflet's types that react-leaflet's props and the investor map use. Leaflet ships
 * none (they live in @types/leaflet, which the project does not depend on); this covers the map's
 * needs only. Names react-leaflet reads and this leaves out are typed `any` in its declarations.
 */
declare module 'leaflet' {
  export type LatLngTuple = [number, number];
  export type LatLngExpression = LatLngTuple | { lat: number; lng: number };
  export type LatLngBoundsExpression = LatLngTuple[];
  export interface FitBoundsOptions {
    padding?: [number, number];
    maxZoom?: number;
  }
  export interface MapOptions {
    center?: LatLngExpression;
    zoom?: number;
    minZoom?: number;
    maxZoom?: number;
    worldCopyJump?: boolean;
    scrollWheelZoom?: boolean;
    keyboard?: boolean;
    attributionControl?: boolean;
    zoomControl?: boolean;
  }
  export interface LayerOptions {
    attribution?: string;
    pane?: string;
  }
  export interface InteractiveLayerOptions {
    interactive?: boolean;
  }
  export interface PathOptions {
    color?: string;
    weight?: number;
    opacity?: number;
    fillColor?: string;
    fillOpacity?: number;
  }
  export interface CircleMarkerOptions extends PathOptions {
    radius?: number;
  }
  export interface GeoJSONOptions {
    style?: PathOptions | ((feature: unknown) => PathOptions);
  }
  export interface TileLayerOptions {
    attribution?: string;
    minZoom?: number;
    maxZoom?: number;
    subdomains?: string | string[];
  }
  export interface TooltipOptions {
    direction?: 'auto' | 'top' | 'bottom' | 'left' | 'right' | 'center';
    sticky?: boolean;
    permanent?: boolean;
    offset?: [number, number];
  }
  export type LeafletEventHandlerFnMap = Record<string, (event: unknown) => void>;
  export class Evented {}
  export class Layer extends Evented {}
  export class Path extends Layer {}
  export class CircleMarker<P = unknown> extends Path {
    feature?: P;
  }
  export class FeatureGroup<P = unknown> extends Layer {
    feature?: P;
  }
  export class GeoJSON<P = unknown, G = unknown> extends FeatureGroup<P> {
    geometry?: G;
  }
  export class TileLayer extends Layer {}
  export class Tooltip extends Layer {}
  // biome-ignore lint/suspicious/noShadowRestrictedNames: Leaflet's own name, which react-leaflet imports
  export class Map extends Evented {
    setView(center: LatLngExpression, zoom?: number): this;
    fitBounds(bounds: LatLngBoundsExpression, options?: FitBoundsOptions): this;
  }
}
