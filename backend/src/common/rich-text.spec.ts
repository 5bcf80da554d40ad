import { richTextSummary, sanitizeRichText, SUMMARY_MAX_CHARS } from './rich-text';

describe('sanitizeRichText', () => {
  it('keeps what the editor toolbar makes', () => {
    const html = '<h1>T</h1><h2>S</h2><h3>s</h3><p><strong>b</strong> <em>i</em> <u>u</u></p><ol><li>1</li></ol><ul><li>a</li></ul>';
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

describe('richTextSummary', () => {
  it('is the first sentence as plain text, headings left out and entities decoded', () => {
    const html =
      '<h2>Batterie US5000</h2><p>La <strong>US5000</strong> stocke 4,8&nbsp;kWh &amp; se pose en 2.5 min. Elle se raccorde en 48 V.</p>';
    expect(richTextSummary(html)).toBe('La US5000 stocke 4,8 kWh & se pose en 2.5 min.');
  });

  it('reads block ends as spaces, so a paragraph without a full stop ends its sentence at the next one', () => {
    expect(richTextSummary('<ul><li>Un</li><li>Deux.</li></ul><p>Trois.</p>')).toBe('Un Deux.');
  });

  it('cuts a long sentence at a word, within the limit, and says so', () => {
    const summary = richTextSummary(`<p>${'mot '.repeat(100)}fin.</p>`);
    expect(summary.length).toBeLessThanOrEqual(SUMMARY_MAX_CHARS);
    expect(summary).toMatch(/ mot…$/);
  });

  it('is empty for an empty description', () => {
    expect(richTextSummary('')).toBe('');
  });
});
