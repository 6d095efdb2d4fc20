import { isDisabled, readPageConfig } from '../../../kernel/page-config';
import { builtInPlugins } from '../../definitions';
import { formerNames } from '../../former-names';
import { themeLayer } from '../../theme/layer';

const names = [...builtInPlugins, ...themeLayer].map((definition) => definition.name);
const switchedOff = (disable: string[]) => names.filter((name) => isDisabled(name, readPageConfig({ disable }, formerNames).disable));

describe('the theme shop layer under its former name', () => {
  it('a page that disables "storefront" switches off every theme-shop plugin and none of WooCommerce\'s', () => {
    const off = switchedOff(['storefront']);
    expect(off).toEqual(names.filter((name) => name.startsWith('theme-shop/')));
    expect(off.length).toBeGreaterThan(10);
  });

  it('a former plugin name switches off that plugin alone', () => {
    expect(switchedOff(['storefront/cart'])).toEqual(['theme-shop/cart']);
  });
});
