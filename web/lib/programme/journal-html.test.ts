import { describe, expect, it } from 'vitest';

import { buildJournalHtml } from './journal-html';

describe('buildJournalHtml', () => {
  it('numbers each question, escapes it, and gives it lines to write on', () => {
    const html = buildJournalHtml(
      [{ question: 'What surprised you?' }, { question: 'Was <b>this</b> & that easy?' }],
      '24-Hour Reset',
    );
    expect(html).toContain('<span class="number">1.</span> What surprised you?');
    expect(html).toContain('<span class="number">2.</span> Was &lt;b&gt;this&lt;/b&gt; &amp; that easy?');
    expect(html.match(/<section>/g)).toHaveLength(2);
    expect(html.match(/<div class="lines">(<div><\/div>){4}<\/div>/g)).toHaveLength(2);
    expect(html).toContain('<title>Reflection Journal · 24-Hour Reset</title>');
  });
});
