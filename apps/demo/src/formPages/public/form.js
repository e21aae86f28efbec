// The demo's public form page: reads a form of the form builder from the REST API, renders its fields as plain
// HTML, posts a submission and shows the confirmation message, follows the redirect, or shows the server's
// errors next to the fields they name. No framework, no build step; served by the demo (see ../index.ts).

const strings = {
  en: {
    submit: 'Submit',
    sending: 'Sending…',
    required: 'required',
    total: 'Total',
    errorSummary: 'Please correct the following:',
    failed: 'The form could not be sent. Please try again.',
    tooMany: 'Too many submissions from here. Please wait a minute and try again.',
    loadFailed: 'The form could not be loaded.',
    choose: 'Choose…',
    yes: 'Yes',
  },
  de: {
    submit: 'Absenden',
    sending: 'Wird gesendet …',
    required: 'Pflichtfeld',
    total: 'Summe',
    errorSummary: 'Bitte korrigieren Sie Folgendes:',
    failed: 'Das Formular konnte nicht gesendet werden. Bitte versuchen Sie es erneut.',
    tooMany: 'Zu viele Einsendungen von hier. Bitte warten Sie eine Minute.',
    loadFailed: 'Das Formular konnte nicht geladen werden.',
    choose: 'Bitte wählen …',
    yes: 'Ja',
  },
  ar: {
    submit: 'إرسال',
    sending: 'جارٍ الإرسال…',
    required: 'مطلوب',
    total: 'المجموع',
    errorSummary: 'يرجى تصحيح ما يلي:',
    failed: 'تعذّر إرسال النموذج. يرجى المحاولة مرة أخرى.',
    tooMany: 'عدد كبير جدًا من الإرسالات من هنا. يرجى الانتظار دقيقة ثم المحاولة مجددًا.',
    loadFailed: 'تعذّر تحميل النموذج.',
    choose: 'اختر…',
    yes: 'نعم',
  },
};

const root = document.getElementById('form-root');
if (root) void start(root);

/** Makes an element with attributes and children (strings become text: nothing here is parsed as HTML). */
function h(tag, attributes = {}, ...children) {
  const el = document.createElement(tag);
  for (const [key, value] of Object.entries(attributes)) {
    if (value === undefined || value === null || value === false) continue;
    if (key === 'class') el.className = value;
    else if (value === true) el.setAttribute(key, '');
    else el.setAttribute(key, String(value));
  }
  for (const child of children.flat()) {
    if (child === undefined || child === null || child === false) continue;
    el.append(typeof child === 'string' ? document.createTextNode(child) : child);
  }
  return el;
}

async function start(root) {
  const { formId, locale, api } = root.dataset;
  const t = strings[locale] ?? strings.en;
  const loading = root.querySelector('.form-loading');
  const response = await fetch(`${api}/forms/${encodeURIComponent(formId)}?locale=${encodeURIComponent(locale)}&depth=1`, {
    credentials: 'same-origin',
    headers: { accept: 'application/json' },
  }).catch(() => null);
  if (!response?.ok) {
    loading.textContent = t.loadFailed;
    loading.setAttribute('role', 'alert');
    return;
  }
  const form = await response.json();
  loading.remove();
  root.append(renderForm(form, { api, locale, t }));
}

/** The plugin's default honeypot field. */
const honeypotName = '_honeypot';

/** The blocks that hold a value a visitor types or picks (a message block only shows text; payment is computed). */
const inputBlocks = new Set(['text', 'textarea', 'email', 'number', 'select', 'radio', 'checkbox', 'country', 'state', 'date']);

function renderForm(form, { api, locale, t }) {
  const blocks = Array.isArray(form.fields) ? form.fields : [];
  const summary = h('div', { class: 'form-errors', tabindex: '-1', hidden: true });
  const formStatus = h('p', { class: 'form-status', role: 'status' });
  const el = h('form', { class: 'form', novalidate: true, 'aria-labelledby': 'form-title' }, summary);
  const grid = h('div', { class: 'form-fields' });
  el.append(grid);
  const payments = [];
  for (const block of blocks) {
    const field = renderBlock(block, t);
    if (!field) continue;
    if (block.blockType === 'payment') payments.push({ block, output: field.querySelector('output') });
    grid.append(field);
  }
  // Left empty by people (it is off screen and out of the tab order), filled by bots: the server refuses those.
  const honeypot = h('input', { type: 'text', name: honeypotName, id: 'form-honeypot', tabindex: '-1', autocomplete: 'off' });
  el.append(
    h('div', { class: 'form-honeypot', 'aria-hidden': 'true' }, h('label', { for: 'form-honeypot' }, 'Leave empty'), honeypot),
  );
  const button = h('button', { type: 'submit', class: 'form-submit' }, form.submitButtonLabel || t.submit);
  el.append(h('div', { class: 'form-actions' }, button), formStatus);

  const updateTotals = () => {
    const values = readValues(el, blocks);
    for (const { block, output } of payments) output.value = formatMoney(paymentTotal(block, values), locale);
  };
  updateTotals();
  el.addEventListener('input', updateTotals);
  el.addEventListener('change', updateTotals);

  el.addEventListener('submit', async (event) => {
    event.preventDefault();
    clearErrors(el, summary);
    button.disabled = true;
    formStatus.textContent = t.sending;
    const values = readValues(el, blocks);
    const submissionData = blocks
      .filter((block) => inputBlocks.has(block.blockType) && block.name)
      .map((block) => ({ field: block.name, value: values[block.name] }))
      .filter((entry) => entry.value !== undefined && entry.value !== '');
    submissionData.push({ field: honeypotName, value: honeypot.value });
    const response = await fetch(`${api}/form-submissions?locale=${encodeURIComponent(locale)}`, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({ form: form.id, submissionData }),
    }).catch(() => null);
    button.disabled = false;
    formStatus.textContent = '';
    if (response?.ok) return confirm(el, form, locale);
    const body = response ? await response.json().catch(() => null) : null;
    const message = response?.status === 429 ? t.tooMany : body?.errors?.[0]?.message || t.failed;
    showErrors(el, summary, fieldErrors(body, submissionData), message, t);
  });
  return el;
}

function renderBlock(block, t) {
  const id = `field-${block.name ?? block.id}`;
  const wrap = h('div', { class: `form-field form-field-${block.blockType}` });
  if (typeof block.width === 'number' && block.width > 0 && block.width < 100) {
    // Set through the CSSOM (allowed by the page's style-src 'self'), as a share of the row.
    wrap.style.flexBasis = `calc(${block.width}% - var(--gap))`;
  }
  const label = block.label || block.name;
  const labelEl = () =>
    h('label', { for: id }, label, block.required ? h('span', { class: 'form-required' }, ` (${t.required})`) : null);
  const errorEl = h('p', { class: 'form-field-error', id: `${id}-error`, hidden: true });
  const common = { id, name: block.name, required: block.required, 'data-field': block.name };
  switch (block.blockType) {
    case 'text':
    case 'email':
    case 'number':
    case 'date':
    case 'country':
    case 'state': {
      const type = { email: 'email', number: 'number', date: 'date' }[block.blockType] ?? 'text';
      const autocomplete = { email: 'email', country: 'country-name', state: 'address-level1' }[block.blockType];
      const input = h('input', { ...common, type, autocomplete, placeholder: block.placeholder });
      if (block.defaultValue !== undefined && block.defaultValue !== null) input.value = String(block.defaultValue);
      if (type === 'number') input.setAttribute('inputmode', 'decimal');
      wrap.append(labelEl(), input, errorEl);
      return wrap;
    }
    case 'textarea': {
      const input = h('textarea', { ...common, rows: 5, placeholder: block.placeholder });
      if (block.defaultValue) input.value = String(block.defaultValue);
      wrap.append(labelEl(), input, errorEl);
      return wrap;
    }
    case 'select': {
      const select = h(
        'select',
        common,
        h('option', { value: '' }, t.choose),
        (block.options ?? []).map((option) => h('option', { value: option.value }, option.label || option.value)),
      );
      if (block.defaultValue) select.value = String(block.defaultValue);
      wrap.append(labelEl(), select, errorEl);
      return wrap;
    }
    case 'radio': {
      const fieldset = h(
        'fieldset',
        { id, 'data-field': block.name, tabindex: '-1' },
        h('legend', {}, label, block.required ? h('span', { class: 'form-required' }, ` (${t.required})`) : null),
        (block.options ?? []).map((option, i) => {
          const input = h('input', {
            type: 'radio',
            id: `${id}-${i}`,
            name: block.name,
            value: option.value,
            required: block.required,
            checked: option.value === block.defaultValue,
          });
          return h('div', { class: 'form-choice' }, input, h('label', { for: `${id}-${i}` }, option.label || option.value));
        }),
      );
      wrap.append(fieldset, errorEl);
      return wrap;
    }
    case 'checkbox': {
      const input = h('input', { ...common, type: 'checkbox', checked: Boolean(block.defaultValue) });
      wrap.append(h('div', { class: 'form-choice' }, input, labelEl()), errorEl);
      return wrap;
    }
    case 'message':
      wrap.append(renderRichText(block.message));
      return wrap;
    case 'payment': {
      const output = h('output', { id, 'aria-live': 'polite', 'data-field': block.name });
      wrap.append(h('p', { class: 'form-total' }, h('span', { id: `${id}-label` }, `${label || t.total}: `), output), errorEl);
      output.setAttribute('aria-labelledby', `${id}-label`);
      return wrap;
    }
    default:
      return null;
  }
}

/** The visitor's answers by field name, as the server stores them: text, a checkbox as `'true'` or `'false'`. */
function readValues(form, blocks) {
  const values = {};
  for (const block of blocks) {
    if (!block.name || !inputBlocks.has(block.blockType)) continue;
    if (block.blockType === 'radio') {
      values[block.name] = form.querySelector(`input[name="${CSS.escape(block.name)}"]:checked`)?.value ?? '';
      continue;
    }
    const input = form.querySelector(`[data-field="${CSS.escape(block.name)}"]`);
    if (!input) continue;
    values[block.name] = block.blockType === 'checkbox' ? String(input.checked) : input.value;
  }
  return values;
}

/**
 * A preview of the price (the server computes the amount it charges, by the same rules): the base price, then
 * each condition on a field that holds applies its operator in turn, with a fixed value or the field's own value.
 */
function paymentTotal(block, values) {
  let total = Number(block.basePrice) || 0;
  for (const rule of block.priceConditions ?? []) {
    const value = values[rule.fieldToUse];
    const match = String(rule.valueForCondition ?? '');
    const holds =
      rule.condition === 'equals'
        ? value === match
        : rule.condition === 'notEquals'
          ? value !== match
          : value !== undefined && value !== '' && value !== 'false';
    if (!holds) continue;
    const raw = rule.valueType === 'valueOfField' ? value : rule.valueForOperator;
    const operand = Number(raw);
    if (raw === undefined || raw === null || raw === '' || !Number.isFinite(operand)) continue;
    if (rule.operator === 'subtract') total -= operand;
    else if (rule.operator === 'multiply') total *= operand;
    else if (rule.operator === 'divide') total = operand === 0 ? total : total / operand;
    else total += operand;
  }
  return Math.round(total * 100) / 100;
}

function formatMoney(amount, locale) {
  return new Intl.NumberFormat(locale, { style: 'currency', currency: 'EUR' }).format(amount);
}

/** Which field each of the server's errors names: `submissionData.<i>.value`, `submissionData.<name>` or `<name>`. */
function fieldErrors(body, submissionData) {
  const list = body?.errors?.[0]?.data?.errors;
  if (!Array.isArray(list)) return [];
  return list.map((error) => {
    const parts = String(error.path ?? error.field ?? '').split('.');
    let name = parts[parts.length - 1];
    if (parts[0] === 'submissionData' && /^\d+$/.test(parts[1] ?? '')) name = submissionData[Number(parts[1])]?.field ?? name;
    else if (parts[0] === 'submissionData' && parts[1]) name = parts[1];
    return { name, message: String(error.message ?? '') };
  });
}

function clearErrors(form, summary) {
  summary.hidden = true;
  summary.replaceChildren();
  for (const el of form.querySelectorAll('.form-field-error')) {
    el.hidden = true;
    el.textContent = '';
  }
  for (const el of form.querySelectorAll('[aria-invalid]')) {
    el.removeAttribute('aria-invalid');
    el.removeAttribute('aria-describedby');
  }
}

function showErrors(form, summary, errors, message, t) {
  const items = [];
  for (const { name, message: text } of errors) {
    const input = name ? form.querySelector(`[data-field="${CSS.escape(name)}"]`) : null;
    const errorEl = input?.closest('.form-field')?.querySelector('.form-field-error');
    if (input && errorEl) {
      errorEl.textContent = text;
      errorEl.hidden = false;
      input.setAttribute('aria-invalid', 'true');
      input.setAttribute('aria-describedby', errorEl.id);
      const label = input.closest('.form-field').querySelector('label, legend')?.textContent ?? name;
      items.push(h('li', {}, h('a', { href: `#${input.id}` }, `${label}: ${text}`)));
    } else items.push(h('li', {}, name ? `${name}: ${text}` : text));
  }
  summary.append(h('p', { role: 'alert' }, items.length ? t.errorSummary : message));
  if (items.length) summary.append(h('ul', {}, items));
  summary.hidden = false;
  summary.focus();
}

/** After a submission: the confirmation message in place of the form, or the redirect followed. */
function confirm(formEl, form, locale) {
  if (form.confirmationType === 'redirect') {
    const url = redirectURL(form.redirect, locale);
    if (url) {
      window.location.assign(url);
      return;
    }
  }
  const message = h(
    'div',
    { class: 'form-confirmation', role: 'status', tabindex: '-1' },
    renderRichText(form.confirmationMessage),
  );
  formEl.replaceWith(message);
  message.focus();
}

function redirectURL(redirect, locale) {
  if (!redirect) return null;
  if (redirect.type === 'reference' && redirect.reference?.value?.slug) return `/${redirect.reference.value.slug}`;
  if (!redirect.url) return null;
  // Only addresses on this site or over http(s): a stored `javascript:` address is never followed.
  const url = new URL(redirect.url, window.location.href);
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  if (url.origin === window.location.origin && !url.searchParams.has('locale')) url.searchParams.set('locale', locale);
  return url.href;
}

/** Lexical's stored rich text as DOM: paragraphs, headings, lists, quotes, links, line breaks and text formats. */
function renderRichText(value) {
  const fragment = document.createDocumentFragment();
  for (const node of value?.root?.children ?? []) {
    const el = renderNode(node);
    if (el) fragment.append(el);
  }
  return fragment;
}

function renderNode(node) {
  const children = () => (node.children ?? []).map(renderNode).filter(Boolean);
  switch (node.type) {
    case 'text': {
      let el = document.createTextNode(node.text ?? '');
      const format = Number(node.format) || 0;
      for (const [bit, tag] of [
        [1, 'strong'],
        [2, 'em'],
        [4, 's'],
        [8, 'u'],
        [16, 'code'],
        [32, 'sub'],
        [64, 'sup'],
      ]) {
        if (format & bit) el = h(tag, {}, el);
      }
      return el;
    }
    case 'linebreak':
      return h('br');
    case 'paragraph':
      return h('p', {}, children());
    case 'heading':
      return h(/^h[1-6]$/.test(node.tag) ? node.tag : 'h2', {}, children());
    case 'quote':
      return h('blockquote', {}, children());
    case 'list':
      return h(node.listType === 'number' ? 'ol' : 'ul', {}, children());
    case 'listitem':
      return h('li', {}, children());
    case 'link':
    case 'autolink': {
      const url = node.fields?.url ?? node.url;
      const safe = typeof url === 'string' && /^(https?:|mailto:|\/)/.test(url);
      return safe ? h('a', { href: url }, children()) : h('span', {}, children());
    }
    default:
      return node.children ? h('span', {}, children()) : null;
  }
}
