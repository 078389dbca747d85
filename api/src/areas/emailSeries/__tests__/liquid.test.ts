import { describe, expect, it } from 'vitest';
import type { HttpError } from '../../../platform/http/errors.ts';
import { EMAIL_MESSAGES as M, EMAIL_TEMPLATE_TYPES, emailTemplateTypeById, TEMPLATE_VARIABLES, variableGroups } from '../contract.ts';
import { checkTemplateText, renderPreview } from '../liquid.ts';

const REGISTRATION = emailTemplateTypeById(1)!;
const SPEAKER_ADDED = emailTemplateTypeById(22)!;

/** The refusal a call throws: its status, message and field. */
function refusal(call: () => unknown) {
  try {
    call();
  } catch (error) {
    const { statusCode, message, extra } = error as HttpError;
    return { statusCode, message, fields: extra.fields };
  }
  throw new Error('Expected a refusal');
}

describe('template texts: liquid checked against the type', () => {
  it("accepts the type's variables, its loop and assigned variables, filters and conditional blocks", () => {
    const text =
      '{% assign greeting = "Dear" %}{{ greeting }} {{ recipient.firstName | capitalize }}, {% if venue %}at {{ venue.name }}{% endif %}' +
      '{% for speaker in speakers.list %}{{ forloop.index }}. {{ speaker.name }}{% endfor %}{{ links.unsubscribe }}';
    expect(() => checkTemplateText('body', text, REGISTRATION)).not.toThrow();
    expect(() => checkTemplateText('body', null, REGISTRATION)).not.toThrow();
  });

  it('offers each type only variables its templates may use (blocks and loop variables as inserted)', () => {
    for (const type of EMAIL_TEMPLATE_TYPES) {
      const groups = new Set(variableGroups(type));
      for (const variable of TEMPLATE_VARIABLES.filter((v) => groups.has(v.group))) {
        // "Speaker name (inside Each speaker)" is inserted inside the loop.
        const text =
          variable.value === '{{ speaker.name }}' ? `{% for speaker in speakers.list %}${variable.value}{% endfor %}` : variable.value;
        expect(() => checkTemplateText('body', text, type), `${type.type}: ${variable.value}`).not.toThrow();
      }
    }
  });

  it("refuses a variable of another type's groups, naming it and the type", () => {
    expect(refusal(() => checkTemplateText('subject', 'Hi {{ speaker.firstName }}', REGISTRATION))).toEqual({
      statusCode: 400,
      message: M.unknownVariable('speaker.firstName', 'Registration thank you'),
      fields: { subject: M.unknownVariable('speaker.firstName', 'Registration thank you') },
    });
    expect(refusal(() => checkTemplateText('body', '{% if venue %}{{ venue.name }}{% endif %}', SPEAKER_ADDED)).message).toBe(
      M.unknownVariable('venue', 'Speaker user added'),
    );
    expect(refusal(() => checkTemplateText('body', '{{ forloop.index }}', REGISTRATION)).message).toBe(
      M.unknownVariable('forloop.index', 'Registration thank you'),
    );
  });

  it('refuses text liquid cannot read, unknown filters and any tag that reads templates from elsewhere', () => {
    for (const text of [
      '{% if venue %}open',
      '{{ event.title',
      '{{ event.title | no_such_filter }}',
      "{% include 'secrets' %}",
      "{% render 'secrets' %}",
      "{% layout 'base' %}",
      '{% nonsense %}',
    ]) {
      const { statusCode, message, fields } = refusal(() => checkTemplateText('body', text, REGISTRATION));
      expect(statusCode, text).toBe(400);
      expect(message, text).toMatch(/^The template cannot be read: .+/);
      expect(fields).toEqual({ body: message });
    }
  });
});

describe('the preview', () => {
  it('renders every variable with a sample value', () => {
    for (const variable of TEMPLATE_VARIABLES.filter((v) => v.value.startsWith('{{') && v.value !== '{{ speaker.name }}')) {
      expect(renderPreview(variable.value, undefined).trim(), variable.value).not.toBe('');
    }
    expect(renderPreview('{% for speaker in speakers.list %}[{{ speaker.name }}]{% endfor %}', undefined)).toBe(
      '[Dr. Maria Chen][Dr. Samuel Ortiz]',
    );
  });

  it("renders a type's own variables only: another group's print nothing", () => {
    const text = '<p>Dear {{ recipient.firstName }}{% if venue %}, see you at {{ venue.name }}{% endif %}</p>';
    expect(renderPreview(text, REGISTRATION)).toBe('<p>Dear Alex, see you at The Drake Hotel</p>');
    expect(renderPreview(text, SPEAKER_ADDED)).toBe('<p>Dear Alex</p>');
    expect(renderPreview('{{ nobody.knows }}!', undefined)).toBe('!');
  });

  it('sanitizes what it renders: markup a value or literal prints is escaped or dropped', () => {
    const rendered = renderPreview(
      '<p onclick="x()">{% assign bad = "<img src=x onerror=alert(1)>" %}{{ bad }}{{ bad | raw }}</p><script>alert(1)</script>',
      undefined,
    );
    expect(rendered).toBe('<p>&lt;img src=x onerror=alert(1)&gt;<img /></p>');
  });

  it('answers 400 to a syntax error and to a render that runs too long or too large', () => {
    expect(refusal(() => renderPreview('{% for x in %}', undefined)).statusCode).toBe(400);
    const started = Date.now();
    const { statusCode, message } = refusal(() =>
      renderPreview('{% for i in (1..100000000) %}{% for j in (1..100000000) %}x{% endfor %}{% endfor %}', undefined),
    );
    expect(statusCode).toBe(400);
    expect(message).toMatch(/^The template cannot be read: /);
    expect(Date.now() - started).toBeLessThan(5000);
  });
});
