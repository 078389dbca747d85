import { describe, expect, it } from 'vitest';
import { sanitizeEmailHtml, sanitizeEmailTemplate } from '../emailHtml.ts';

describe('e-mail HTML sanitizing', () => {
  it('keeps a table layout with its presentational attributes, images, links and inline styles', () => {
    const html =
      '<table width="600" cellpadding="24" cellspacing="0" bgcolor="#ffffff" role="presentation"><tr valign="top">' +
      '<td width="300" align="center" valign="middle" bgcolor="#f4f5f7" style="color:#333333;padding:8px">' +
      '<h1>Title</h1><p style="font-size:15px">Text <strong>bold</strong> <em>it</em> <u>u</u> <s>s</s></p>' +
      '<img src="https://cdn.example.com/logo.png" alt="Logo" width="120" height="40" style="display:block" />' +
      '<a href="https://example.com/x" target="_blank">Link</a> <a href="mailto:help@example.com">Mail</a><br /><hr />' +
      '<ul><li>One</li></ul><ol><li>Two</li></ol><div><span style="color:rgb(1, 2, 3)">Span</span></div></td></tr></table>';
    expect(sanitizeEmailHtml(html)).toBe(html);
    expect(sanitizeEmailTemplate(html)).toBe(html);
  });

  it('drops scripts, frames, forms, event handlers, unsafe links and styles that fetch or compute', () => {
    const cases: [string, string][] = [
      ['<p>Hi<script>alert(1)</script></p>', '<p>Hi</p>'],
      ['<iframe src="https://evil.example.com"></iframe><p>x</p>', '<p>x</p>'],
      ['<form action="https://evil.example.com"><input name="a" /><p>Inside</p></form>', '<p>Inside</p>'],
      ['<p onclick="steal()" onmouseover="x()">Click</p>', '<p>Click</p>'],
      ['<a href="javascript:alert(1)">x</a>', '<a>x</a>'],
      ['<a href="java&#115;cript:alert(1)">x</a>', '<a>x</a>'],
      ['<a href="data:text/html,boom">x</a>', '<a>x</a>'],
      ['<a href="/relative/path">x</a>', '<a>x</a>'],
      ['<a href="//evil.example.com">x</a>', '<a>x</a>'],
      ['<img src="data:image/png;base64,AAAA" alt="x" />', '<img alt="x" />'],
      ['<img src="mailto:a@example.com" />', '<img />'],
      ['<table><tr><td style="background:url(https://track.example.com/p.gif)">x</td></tr></table>', '<table><tr><td>x</td></tr></table>'],
      ['<p style="width:expression(alert(1))">x</p>', '<p>x</p>'],
      ['<p style="background:u\\72l(x)">x</p>', '<p>x</p>'],
      ['<p style="background-image:image-set(\'x.png\' 1x)">x</p>', '<p>x</p>'],
      ['<style>p{color:red}</style><p>x</p>', '<p>x</p>'],
      ['<object data="x"></object><embed src="x" /><p>x</p>', '<p>x</p>'],
      ['<p class="big" id="p1">x</p>', '<p>x</p>'],
    ];
    for (const [input, output] of cases) expect(sanitizeEmailHtml(input), input).toBe(output);
  });

  it('keeps liquid tags and variables as written, in text and in a link or image that starts with a variable', () => {
    const template =
      '<p>Dear {{ recipient.firstName }},</p>{% if venue %}<p>{{ venue.name }}</p>{% endif %}' +
      '{% if event.type == "live" and attendee.status != "Cancelled" %}<p>Live</p>{% endif %}' +
      '{% for speaker in speakers.list %}<p>{{ speaker.name | upcase }}</p>{% endfor %}' +
      '<a href="{{ links.unsubscribe }}">Unsubscribe</a> <a href="{{ urls.client }}/events">Events</a>' +
      '<img src="{{ urls.server }}/logo.png" alt="Logo" /><a href="mailto:{{ fieldRep.email }}">Mail</a>';
    expect(sanitizeEmailTemplate(template)).toBe(template);
    // A comparison's `<` and `>` stay liquid, not entities.
    expect(sanitizeEmailTemplate('{% if a > 1 and b < 2 %}<p>x</p>{% endif %}')).toBe('{% if a > 1 and b < 2 %}<p>x</p>{% endif %}');
  });

  it('gives a link no pass for liquid that is not a variable, nor for a variable in a rendered e-mail', () => {
    expect(sanitizeEmailTemplate('<a href="{{ \'javascript:alert(1)\' }}">x</a>')).toBe('<a>x</a>');
    expect(sanitizeEmailTemplate('<a href="{% if x %}javascript:alert(1){% endif %}">x</a>')).toBe('<a>x</a>');
    expect(sanitizeEmailTemplate('<p>{{ x }}</p><script>{{ x }}</script>')).toBe('<p>{{ x }}</p>');
    // Rendered HTML keeps no liquid exception: printed markup is sanitized like any other.
    expect(sanitizeEmailHtml('<a href="{{ links.unsubscribe }}">x</a>')).toBe('<a>x</a>');
  });
});
