import { describe, expect, it } from 'vitest';
import { loadConfig } from '#api/config.ts';
import { mapTileImageSource } from './tile-url.ts';

describe('mapTileImageSource', () => {
  it.each([
    ['https://tiles.example.com/{z}/{x}/{y}.png', 'https://tiles.example.com'],
    ['https://{s}.tile.example.org/{z}/{x}/{y}.png', 'https://*.tile.example.org'],
    ['http://localhost:8081/tiles/{z}/{x}/{y}.png', 'http://localhost:8081'],
    ['HTTPS://Tiles.Example.com/{z}/{x}/{y}.png', 'https://tiles.example.com'],
  ])('%s needs img-src %s', (template, source) => {
    expect(mapTileImageSource(template)).toBe(source);
  });

  it.each([[undefined], [''], ['/tiles/{z}/{x}/{y}.png']])('%s needs no source beyond self', (template) => {
    expect(mapTileImageSource(template)).toBeNull();
  });
});

describe('MAP_TILE_URL', () => {
  it('takes a URL template with {z}, {x} and {y}, or a path on the app itself', () => {
    const template = 'https://{s}.tiles.example.com/{z}/{x}/{y}.png';
    expect(loadConfig({ MAP_TILE_URL: template }).MAP_TILE_URL).toBe(template);
    expect(loadConfig({ MAP_TILE_URL: '/tiles/{z}/{x}/{y}.png' }).MAP_TILE_URL).toBe('/tiles/{z}/{x}/{y}.png');
    expect(loadConfig({}).MAP_TILE_URL).toBeUndefined();
  });

  it('refuses a URL that is not a tile template, naming the key', () => {
    expect(() => loadConfig({ MAP_TILE_URL: 'https://tiles.example.com/' })).toThrow(/MAP_TILE_URL/);
    expect(() => loadConfig({ MAP_TILE_URL: 'javascript:alert(1)//{z}{x}{y}' })).toThrow(/MAP_TILE_URL/);
  });
});
