/**
 * A plugin's name is its folder's path under plugins/ (docs/plugin-api.md#the-definition):
 * plugins/anti-spam/badge/definition.ts defines `anti-spam/badge`. Names are public
 * (a site's `disable`, the WordPress plugin's areas, errors and the inspector), so
 * they are checked here rather than trusted to convention.
 */
import { readdirSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { builtInPlugins } from '../../../plugins/definitions';
import { themeLayer } from '../../../plugins/theme/layer';
import type { PluginDefinition } from '../../../kernel/types';

const pluginsRoot = join(__dirname, '../../../plugins');

/** Every plugins/<path>/definition.ts outside tests, as its folder's path under plugins/ (with `/`). */
function definitionFolders(dir = pluginsRoot): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.isDirectory()) return entry.name === 'tests' ? [] : definitionFolders(join(dir, entry.name));
    return entry.name === 'definition.ts' ? [relative(pluginsRoot, dir).split(sep).join('/')] : [];
  });
}

const isDefinition = (value: unknown): value is PluginDefinition =>
  typeof value === 'object' && value !== null && typeof (value as PluginDefinition).name === 'string' && typeof (value as PluginDefinition).load === 'function';

describe('plugin names', () => {
  const folders = definitionFolders();
  const defined = new Map<PluginDefinition, string>();

  beforeAll(async () => {
    for (const folder of folders) {
      const module = (await import(join(pluginsRoot, folder, 'definition'))) as Record<string, unknown>;
      for (const value of Object.values(module).filter(isDefinition)) defined.set(value, folder);
    }
  });

  it('finds the definition files', () => {
    expect(folders.length).toBeGreaterThan(40);
  });

  it('names every definition after its folder under plugins/', () => {
    const misnamed = [...defined].filter(([definition, folder]) => definition.name !== folder).map(([d, folder]) => `${folder}: "${d.name}"`);
    expect(misnamed).toEqual([]);
  });

  it('keeps one definition per definition.ts', () => {
    const perFolder = folders.map((folder) => [folder, [...defined.values()].filter((f) => f === folder).length]);
    expect(perFolder.filter(([, count]) => count !== 1)).toEqual([]);
  });

  it('defines every built-in plugin in a definition.ts, so none escapes the rule', () => {
    expect([...builtInPlugins, ...themeLayer].filter((definition) => !defined.has(definition)).map((d) => d.name)).toEqual([]);
  });
});
