import { insertServerHtml } from '../../../adapters/server-html';

describe('insertServerHtml, the one audited path for server HTML', () => {
  it('replaces the target content and drops scripts unless the protocol asks to run them', () => {
    const target = document.createElement('div');
    target.innerHTML = '<p>old</p>';
    (window as unknown as { ran?: number }).ran = 0;
    insertServerHtml(target, '<p class="msg">Check your inbox</p><script>window.ran++</script>');
    expect(target.innerHTML).toBe('<p class="msg">Check your inbox</p>');
    expect((window as unknown as { ran: number }).ran).toBe(0);
  });

  it('runs the scripts once, in order, when asked, and can append', () => {
    const target = document.createElement('div');
    document.body.append(target);
    target.innerHTML = '<p>kept</p>';
    (window as unknown as { order?: string[] }).order = [];
    insertServerHtml(target, '<div id="m">modal</div><script>window.order.push("a")</script><script>window.order.push("b")</script>', {
      runScripts: true,
      mode: 'append',
    });
    expect(target.querySelector('p')?.textContent).toBe('kept');
    expect(target.querySelector('#m')?.textContent).toBe('modal');
    expect((window as unknown as { order: string[] }).order).toEqual(['a', 'b']);
    target.remove();
  });
});
