import { expect, test } from 'vitest';
import { escapeHtml } from './escape-html.ts';

test('escapa los cinco caracteres que cambian el HTML, y nada más', () => {
  expect(escapeHtml(`<script>alert("x")</script> & 'ñandú'`)).toBe(
    '&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;ñandú&#39;',
  );
  expect(escapeHtml('Yerba mate 1 kg')).toBe('Yerba mate 1 kg');
});
