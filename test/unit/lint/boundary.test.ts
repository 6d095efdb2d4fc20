/**
 * The capability boundary is enforced by ESLint (eslint.config.mjs): these
 * cases lint source text as if it lived in each folder, so a rule that stops
 * biting fails here.
 */
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';

const root = join(__dirname, '../../..');
const bin = join(root, 'node_modules/eslint/bin/eslint.js');

// ESLint loads its config with a dynamic import, which Jest's module sandbox refuses: run its CLI instead.
async function problems(file: string, code: string): Promise<string[]> {
  const run = spawnSync(process.execPath, [bin, '--stdin', '--stdin-filename', file, '--format', 'json'], { cwd: root, input: code, encoding: 'utf8' });
  const [result] = JSON.parse(run.stdout) as { messages: { ruleId: string; message: string }[] }[];
  return (result?.messages ?? []).map((m) => `${m.ruleId}: ${m.message}`);
}

describe('capability boundary', () => {
  it('refuses browser globals in a plugin', async () => {
    const found = await problems('plugins/example/plugin.ts', 'export const go = () => window.open("/x");\nexport const at = () => location.href;\n');
    expect(found).toHaveLength(2);
    expect(found[0]).toMatch(/no-restricted-globals: .*only adapters\/ may touch "window"/);
    expect(found[1]).toMatch(/"location"/);
  });

  it('refuses a window reached through the DOM: a document\'s defaultView, a frame\'s contentWindow', async () => {
    const code = [
      'export const a = (element: Element) => element.ownerDocument.defaultView!.scrollY;',
      "export const b = (frame: HTMLIFrameElement) => frame['contentWindow'];",
      'export const c = ({ defaultView }: Document) => defaultView;',
      '',
    ].join('\n');
    const found = await problems('plugins/example/plugin.ts', code);
    expect(found).toHaveLength(3);
    expect(found.every((p) => p.startsWith('no-restricted-syntax: only adapters/ may reach a window'))).toBe(true);
    expect(await problems('adapters/example.ts', code)).toEqual([]);
  });

  it('lints plain JavaScript modules among the product code by the same rules', async () => {
    // swv.mjs is such a module (the reference server validates with it too).
    const found = await problems('plugins/contact-form/swv.mjs', 'export const here = () => window.location.href + self.name + globalThis.origin;\n');
    expect(found).toHaveLength(3);
    expect(found[0]).toMatch(/no-restricted-globals: .*"window"/);
    expect(await problems('plugins/example/rules.mjs', "import { browserEnvironment } from '../../adapters/environment.ts';\nexport { browserEnvironment };\n")).toHaveLength(1);
    expect(await problems('machines/example/rules.mjs', "import mitt from 'mitt';\nexport { mitt };\n")).toHaveLength(1);
  });

  it('refuses timers and fetch in the kernel, allows them in adapters', async () => {
    const code = 'export const later = () => setTimeout(() => fetch("/"), 1);\n';
    expect(await problems('kernel/example.ts', code)).toHaveLength(2);
    expect(await problems('adapters/example.ts', code)).toEqual([]);
  });

  it('allows DOM constructors in plugins', async () => {
    expect(await problems('plugins/example/plugin.ts', 'export const f = (form: HTMLFormElement) => new FormData(form);\n')).toEqual([]);
  });

  it('keeps machines pure: xstate and machine files only', async () => {
    expect(await problems('machines/example/panel.ts', "import { setup } from 'xstate';\nimport { a } from './timing';\nimport { b } from '../common/rules';\nexport { setup, a, b };\n")).toEqual([]);
    const found = await problems('machines/example/panel.ts', "import { mount } from '../../plugins/example/plugin';\nimport mitt from 'mitt';\nexport { mount, mitt };\n");
    expect(found).toHaveLength(2);
    expect(found.every((p) => p.includes('machines are pure'))).toBe(true);
  });

  it('keeps plugins out of the kernel and the environment out of plugins', async () => {
    expect(await problems('kernel/example.ts', "import { builtInPlugins } from '../plugins/definitions';\nexport { builtInPlugins };\n")).toHaveLength(1);
    expect(await problems('plugins/example/plugin.ts', "import { browserEnvironment } from '../../adapters/environment';\nexport { browserEnvironment };\n")).toHaveLength(1);
    expect(await problems('plugins/example/plugin.ts', "import type { Environment } from '../../adapters/environment';\nexport type E = Environment;\n")).toEqual([]);
  });

  it('keeps the HTTP client\'s code (ofetch) out of plugin chunks: httpError comes from adapters/http-error', async () => {
    const found = await problems('plugins/example/plugin.ts', "import { httpError } from '../../adapters/http';\nexport { httpError };\n");
    expect(found).toHaveLength(1);
    expect(found[0]).toContain('adapters/http-error');
    expect(await problems('plugins/example/plugin.ts', "import type { HttpClient } from '../../adapters/http';\nimport { httpError } from '../../adapters/http-error';\nexport type C = HttpClient;\nexport { httpError };\n")).toEqual([]);
  });
});
