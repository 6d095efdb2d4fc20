import { collectFields, type StyleOf } from '../visible-fields';

const shown: StyleOf = () => ({ display: 'block', visibility: 'visible', opacity: '1' });

function formOf(html: string): HTMLFormElement {
  const form = document.createElement('form');
  form.innerHTML = html;
  return form;
}

describe('visible-fields collection by CleanTalk\'s rules', () => {
  it('[SPAM-039] radio and checkbox names are dropped for good, later fields of that name too; type="submit" and nameless fields are skipped', () => {
    const form = formOf(
      '<input name="plan" type="radio" value="a"><input name="plan" type="radio" value="b"><input name="plan" type="text">' +
        '<input name="agree" type="checkbox"><input name="topic"><input type="text"><input type="submit" name="go">' +
        '<button type="submit" name="send">Send</button><button name="later">Later</button><input name="ct_checkjs" type="hidden">',
    );
    expect(collectFields(form, shown)).toEqual({ visible_fields: 'topic later', visible_fields_count: 2, invisible_fields: '', invisible_fields_count: 0 });
  });

  it('[SPAM-039] hidden inputs and fields styled away are invisible; WordPress\'s editor textarea stays visible', () => {
    const form = formOf('<input name="token" type="hidden"><input name="trap" class="gone"><textarea name="content" class="wp-editor-area"></textarea><input name="name">');
    const style: StyleOf = (element) => ({ ...shown(element), display: element.classList.contains('gone') || element.classList.contains('wp-editor-area') ? 'none' : 'block' });
    expect(collectFields(form, style)).toEqual({ visible_fields: 'content name', visible_fields_count: 2, invisible_fields: 'token trap', invisible_fields_count: 2 });
  });
});
