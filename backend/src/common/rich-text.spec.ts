import { sanitizeRichText } from './rich-text';

describe('sanitizeRichText', () => {
  it('keeps what the editor toolbar makes', () => {
    const html =
      '<h1>T</h1><h2>S</h2><h3>s</h3><p><strong>b</strong> <em>i</em> <u>u</u></p><ol><li>1</li></ol><ul><li>a</li></ul>';
    expect(sanitizeRichText(html)).toBe(html);
  });

  it('removes scripts, handlers, styles and foreign tags', () => {
    const html = '<p onclick="x()" style="color:red">ok</p><script>alert(1)</script><img src=x onerror=alert(1)><iframe></iframe>';
    expect(sanitizeRichText(html)).toBe('<p>ok</p>');
  });

  it('keeps safe links and drops javascript: ones', () => {
    expect(sanitizeRichText('<a href="https://stockwatt.fr">site</a>')).toBe(
      '<a href="https://stockwatt.fr" rel="noopener noreferrer">site</a>',
    );
    expect(sanitizeRichText('<a href="javascript:alert(1)">x</a>')).toBe('<a rel="noopener noreferrer">x</a>');
  });
});
