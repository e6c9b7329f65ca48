extension ApiExplorerAssets {
    /// `/ui/explorer.js`: reads `/metadata/app.json`, lists the operations, builds a form per request, signs in and
    /// calls operations. Every value it shows is set as text, never as HTML.
    static let script = #"""
        'use strict';
        // The API Explorer: reads /metadata/app.json and builds everything with DOM calls; values are only ever
        // set as text (textContent, attribute values), never parsed as HTML.
        (() => {
          const state = { app: null, types: new Map(), ops: [], bearer: null, current: null, page: null };
          const pageSize = 25;
          const $ = (id) => document.getElementById(id);

          function el(tag, attrs, ...children) {
            const node = document.createElement(tag);
            for (const [name, value] of Object.entries(attrs || {})) {
              if (value === null || value === undefined || value === false) continue;
              if (name === 'text') node.textContent = String(value);
              else node.setAttribute(name, value === true ? '' : String(value));
            }
            for (const child of children) if (child !== null && child !== undefined) node.append(child);
            return node;
          }

          const typeKey = (name) => (name || '').split('`')[0];
          const queryBases = new Set(['QueryDb', 'QueryData', 'QueryBase']);

          function isAutoQuery(op) {
            let type = op.request;
            for (let depth = 0; type && depth < 8; depth++) {
              const base = type.inherits && typeKey(type.inherits.name);
              if (base === 'QueryDb' || base === 'QueryData') return true;
              type = type.inherits ? state.types.get(type.inherits.name) : null;
            }
            return false;
          }

          function verbOf(op) {
            const verb = (op.method || '').toUpperCase();
            if (verb && verb !== 'ANY') return verb;
            return isAutoQuery(op) ? 'GET' : 'POST';
          }

          // The properties of a type and of the bases the document lists, base first; AutoQuery's own paging
          // arguments are left to the results grid.
          function propertiesOf(type) {
            const chain = [];
            for (let current = type, depth = 0; current && depth < 8; depth++) {
              chain.unshift(current);
              const base = current.inherits;
              if (!base || queryBases.has(typeKey(base.name))) break;
              current = state.types.get(base.name);
            }
            const seen = new Set();
            const properties = [];
            for (const t of chain) {
              for (const property of t.properties || []) {
                const key = property.name.toLowerCase();
                if (seen.has(key)) continue;
                seen.add(key);
                properties.push(property);
              }
            }
            return properties;
          }

          // A .NET type name as C# writes it: `List<Int32>`, `TechnologyTier?`.
          function typeText(name, args) {
            const base = typeKey(name);
            const list = args || [];
            if (base === 'Nullable' && list.length === 1) return list[0] + '?';
            return list.length ? `${base}<${list.join(', ')}>` : base;
          }

          function valueType(property) {
            if (property.type === 'Nullable`1' && property.genericArgs && property.genericArgs.length) {
              return property.genericArgs[0];
            }
            return property.type;
          }

          const integerTypes = new Set(['Byte', 'SByte', 'Int16', 'Int32', 'Int64', 'UInt16', 'UInt32', 'UInt64']);
          const decimalTypes = new Set(['Single', 'Double', 'Decimal']);
          const listTypes = new Set(['List`1', 'HashSet`1', 'IEnumerable`1', 'ICollection`1', 'IList`1']);

          function fieldFor(property) {
            const id = 'field-' + property.name;
            const type = valueType(property);
            const enumType = state.types.get(type);
            let input;
            let kind = 'text';
            let hint = null;
            if (enumType && enumType.isEnum) {
              kind = 'enum';
              input = el('select', { id, name: property.name }, el('option', { value: '', text: '(not set)' }));
              for (const member of enumType.enumNames || []) input.append(el('option', { value: member, text: member }));
            } else if (type === 'Boolean') {
              kind = 'bool';
              input = el('select', { id, name: property.name },
                el('option', { value: '', text: '(not set)' }),
                el('option', { value: 'true', text: 'true' }),
                el('option', { value: 'false', text: 'false' }));
            } else if (integerTypes.has(type) || decimalTypes.has(type)) {
              kind = 'number';
              input = el('input', { id, name: property.name, type: 'number', step: integerTypes.has(type) ? '1' : 'any' });
            } else if (type === 'DateTime' || type === 'DateTimeOffset') {
              kind = 'date';
              input = el('input', { id, name: property.name, type: 'datetime-local', step: '1' });
            } else if (type === 'DateOnly') {
              kind = 'date';
              input = el('input', { id, name: property.name, type: 'date' });
            } else if (listTypes.has(type) || (type || '').endsWith('[]')) {
              kind = 'list';
              hint = 'A list: values separated by commas.';
              input = el('input', { id, name: property.name, type: 'text' });
            } else if (type && (type.startsWith('Dictionary') || state.types.has(type))) {
              kind = 'json';
              hint = 'JSON.';
              input = el('textarea', { id, name: property.name, rows: 3 });
            } else {
              input = el('input', { id, name: property.name, type: 'text' });
            }
            const element = (property.genericArgs || [])[0] || (type || '').replace(/\[\]$/, '');
            const error = el('p', { id: id + '-error', class: 'field-error', hidden: true });
            const described = [id + '-error'];
            let hintNode = null;
            if (hint || property.description) {
              hintNode = el('p', { id: id + '-hint', class: 'hint', text: [property.description, hint].filter(Boolean).join(' ') });
              described.push(id + '-hint');
            }
            input.setAttribute('aria-describedby', described.join(' '));
            if (property.isRequired) input.setAttribute('aria-required', 'true');
            const label = el('label', { for: id, text: property.name + (property.isRequired ? ' (required)' : '') });
            const typeNote = el('span', { class: 'type', text: typeText(property.type, property.genericArgs) });
            const wrapper = el('div', { class: 'field', 'data-field': property.name }, label, typeNote, input, hintNode, error);
            return { name: property.name, kind, input, error, wrapper, numericList: integerTypes.has(element) || decimalTypes.has(element) };
          }

          function readFields(fields) {
            const body = {};
            const problems = [];
            for (const field of fields) {
              const raw = field.input.value.trim();
              if (raw === '') continue;
              switch (field.kind) {
                case 'number': body[field.name] = Number(raw); break;
                case 'bool': body[field.name] = raw === 'true'; break;
                case 'list':
                  body[field.name] = raw.split(',').map((s) => s.trim()).filter((s) => s !== '')
                    .map((s) => (field.numericList ? Number(s) : s));
                  break;
                case 'json':
                  try { body[field.name] = JSON.parse(raw); } catch (e) {
                    problems.push({ fieldName: field.name, errorCode: 'InvalidJson', message: 'Not valid JSON.' });
                  }
                  break;
                default: body[field.name] = raw;
              }
            }
            return { body, problems };
          }

          async function send(op, body) {
            const verb = verbOf(op);
            let url = '/api/' + encodeURIComponent(op.request.name);
            const headers = { Accept: 'application/json' };
            if (state.bearer) headers.Authorization = 'Bearer ' + state.bearer;
            const init = { method: verb, headers, credentials: 'same-origin' };
            if (verb === 'GET' || verb === 'DELETE') {
              const query = new URLSearchParams();
              for (const [name, value] of Object.entries(body)) {
                if (Array.isArray(value)) query.set(name, value.join(','));
                else if (value !== null && typeof value === 'object') query.set(name, JSON.stringify(value));
                else query.set(name, String(value));
              }
              const text = query.toString();
              if (text) url += '?' + text;
            } else {
              headers['Content-Type'] = 'application/json';
              init.body = JSON.stringify(body);
            }
            const response = await fetch(url, init);
            const text = await response.text();
            let json = null;
            try { json = text ? JSON.parse(text) : null; } catch (e) { json = null; }
            return { response, text, json };
          }

          function responseStatusOf(json) {
            if (!json || typeof json !== 'object') return null;
            return json.responseStatus || json.ResponseStatus || null;
          }

          function clearErrors(fields) {
            for (const field of fields) {
              field.error.textContent = '';
              field.error.hidden = true;
              field.input.removeAttribute('aria-invalid');
            }
          }

          function showFieldErrors(fields, errors) {
            const unmatched = [];
            for (const error of errors || []) {
              const name = (error.fieldName || '').toLowerCase();
              const field = fields.find((f) => f.name.toLowerCase() === name);
              const message = error.message || error.errorCode || 'Invalid';
              if (!field) { unmatched.push(error); continue; }
              field.error.textContent = field.error.textContent ? field.error.textContent + ' ' + message : message;
              field.error.hidden = false;
              field.input.setAttribute('aria-invalid', 'true');
            }
            return unmatched;
          }

          // Rows come camelCased (`name`) while the metadata names columns as declared (`Name`).
          function cellOf(row, column) {
            if (Object.prototype.hasOwnProperty.call(row, column)) return row[column];
            const key = Object.keys(row).find((k) => k.toLowerCase() === column.toLowerCase());
            return key === undefined ? undefined : row[key];
          }

          // WCF dates (`/Date(1587081600000)/`) read as ISO 8601 in the grid; the raw JSON keeps them as sent.
        function cellText(value) {
            if (value === null || value === undefined) return '';
            if (typeof value === 'object') return JSON.stringify(value);
            const date = typeof value === 'string' ? /^\/Date\((-?\d+)([+-]\d{4})?\)\/$/.exec(value) : null;
            if (date) return new Date(Number(date[1])).toISOString().replace('.000Z', 'Z');
            return String(value);
          }

          function renderGrid(op, json, page) {
            const rows = Array.isArray(json.results) ? json.results : [];
            const viewType = op.viewModel ? state.types.get(op.viewModel.name) : null;
            let columns = viewType ? propertiesOf(viewType).map((p) => p.name) : [];
            if (!columns.length && rows.length) columns = Object.keys(rows[0]);
            const offset = typeof json.offset === 'number' ? json.offset : page.skip;
            const total = typeof json.total === 'number' ? json.total : null;
            const caption = rows.length
              ? `Rows ${offset + 1}–${offset + rows.length}` + (total !== null ? ` of ${total}` : '')
              : 'No rows';
            const table = el('table', { id: 'results-grid', class: 'grid' }, el('caption', { text: caption }));
            const headRow = el('tr');
            for (const column of columns) {
              const sorted = page.orderBy === column ? 'ascending' : page.orderBy === '-' + column ? 'descending' : null;
              const button = el('button', { type: 'button', class: 'sort', 'data-column': column, text: column });
              button.addEventListener('click', () => {
                page.orderBy = page.orderBy === column ? '-' + column : column;
                page.skip = 0;
                runPage(op, page);
              });
              headRow.append(el('th', { scope: 'col', 'aria-sort': sorted || 'none' }, button));
            }
            table.append(el('thead', {}, headRow));
            const tbody = el('tbody');
            for (const row of rows) {
              const tr = el('tr');
              for (const column of columns) {
                    const text = cellText(cellOf(row, column));
                    tr.append(el('td', { text, title: text.length > 40 ? text : null }));
                }
              tbody.append(tr);
            }
            table.append(tbody);
            const previous = el('button', { type: 'button', id: 'page-previous', text: 'Previous page', disabled: page.skip <= 0 });
            const next = el('button', {
              type: 'button', id: 'page-next', text: 'Next page',
              disabled: total !== null ? offset + rows.length >= total : rows.length < page.take,
            });
            previous.addEventListener('click', () => { page.skip = Math.max(0, page.skip - page.take); runPage(op, page); });
            next.addEventListener('click', () => { page.skip += page.take; runPage(op, page); });
            return el('div', { class: 'grid-wrap' }, table, el('nav', { 'aria-label': 'Pages', class: 'pager' }, previous, next));
          }

          function showResult(op, fields, result, page) {
            const out = $('result');
            out.replaceChildren();
            clearErrors(fields);
            const { response, text, json } = result;
            out.append(el('p', { id: 'result-status', class: response.ok ? 'ok' : 'failed', text: `${response.status} ${response.statusText}`.trim() }));
            const status = responseStatusOf(json);
            if (!response.ok) {
              const unmatched = showFieldErrors(fields, status && status.errors);
              const summary = el('div', { id: 'error-summary', role: 'alert', class: 'error-summary' });
              summary.append(el('p', { text: status ? [status.errorCode, status.message].filter(Boolean).join(': ') : (text || 'The call failed.') }));
              if (unmatched.length) {
                const list = el('ul');
                for (const error of unmatched) list.append(el('li', { text: [error.fieldName, error.message].filter(Boolean).join(': ') }));
                summary.append(list);
              }
              out.append(summary);
              const invalid = fields.find((f) => f.input.getAttribute('aria-invalid') === 'true');
              if (invalid) invalid.input.focus();
            } else if (page && json && Array.isArray(json.results)) {
              out.append(renderGrid(op, json, page));
            }
            const raw = el('pre', { id: 'result-body', tabindex: '0', 'aria-label': 'Response body' });
            raw.textContent = json !== null ? JSON.stringify(json, null, 2) : text;
            out.append(page && response.ok ? el('details', {}, el('summary', { text: 'Response JSON' }), raw) : raw);
          }

          async function runPage(op, page) {
            const body = Object.assign({}, page.body, { skip: page.skip, take: page.take, include: 'total' });
            if (page.orderBy) body.orderBy = page.orderBy;
            await callAndShow(op, page.fields, body, page);
          }

          async function callAndShow(op, fields, body, page) {
            const out = $('result');
            out.setAttribute('aria-busy', 'true');
            try {
              showResult(op, fields, await send(op, body), page);
            } catch (error) {
              out.replaceChildren(el('p', { role: 'alert', class: 'failed', text: 'The call could not be made: ' + error.message }));
            } finally {
              out.removeAttribute('aria-busy');
            }
          }

          function showOperation(name) {
            const op = state.ops.find((o) => o.request.name === name);
            const main = $('main');
            main.replaceChildren();
            for (const button of document.querySelectorAll('#operations button')) {
              if (button.dataset.op === name) button.setAttribute('aria-current', 'true');
              else button.removeAttribute('aria-current');
            }
            if (!op) {
              main.append(el('p', { text: name ? `No operation named ${name}.` : 'Choose an operation.' }));
              return;
            }
            const heading = el('h2', { id: 'operation-name', tabindex: '-1', text: op.request.name });
            main.append(heading);
            if (op.request.description) main.append(el('p', { text: op.request.description }));
            const facts = el('dl', { class: 'facts' });
            const routes = (op.routes || []).map((r) => r.path + (r.verbs ? ` (${r.verbs})` : ''));
            facts.append(el('dt', { text: 'Call' }), el('dd', { text: `${verbOf(op)} /api/${op.request.name}` }));
            if (routes.length) facts.append(el('dt', { text: 'Routes' }), el('dd', { text: routes.join(', ') }));
            if (op.returnType) facts.append(el('dt', { text: 'Returns' }), el('dd', { text: typeText(op.returnType.name, op.returnType.genericArgs) }));
            if (op.requiresAuth) facts.append(el('dt', { text: 'Sign-in' }), el('dd', { text: 'required' + (op.requiredRoles ? ', roles: ' + op.requiredRoles.join(', ') : '') }));
            if (op.tags) facts.append(el('dt', { text: 'Tags' }), el('dd', { text: op.tags.join(', ') }));
            main.append(facts);
            main.append(el('p', { class: 'links' },
              el('a', { href: '/schema/' + encodeURIComponent(op.request.name) + '.json', text: 'JSON Schema' }), ' · ',
              el('a', { href: '/openapi.json', text: 'OpenAPI document' })));

            const fields = propertiesOf(op.request).map(fieldFor);
            const form = el('form', { id: 'operation-form', novalidate: true, 'aria-labelledby': 'operation-name' });
            if (!fields.length) form.append(el('p', { text: 'This request has no properties.' }));
            for (const field of fields) form.append(field.wrapper);
            form.append(el('button', { type: 'submit', id: 'send', text: `Send ${op.request.name}` }));
            main.append(form);
            main.append(el('section', { id: 'result', 'aria-live': 'polite', 'aria-label': 'Response' }));
            const autoQuery = isAutoQuery(op);
            form.addEventListener('submit', (event) => {
              event.preventDefault();
              clearErrors(fields);
              const { body, problems } = readFields(fields);
              if (problems.length) { showFieldErrors(fields, problems); return; }
              if (autoQuery) {
                state.page = { body, fields, skip: 0, take: pageSize, orderBy: '' };
                runPage(op, state.page);
              } else {
                callAndShow(op, fields, body, null);
              }
            });
            heading.focus();
          }

          function renderOperations() {
            const term = $('search').value.trim().toLowerCase();
            const tag = $('tag-filter').value;
            const container = $('operations');
            container.replaceChildren();
            const groups = new Map();
            for (const op of state.ops) {
              const name = op.request.name;
              if (term && !name.toLowerCase().includes(term) && !(op.request.description || '').toLowerCase().includes(term)) continue;
              const tags = op.tags && op.tags.length ? op.tags : ['other'];
              for (const t of tags) {
                if (tag && t !== tag) continue;
                if (!groups.has(t)) groups.set(t, []);
                groups.get(t).push(op);
              }
            }
            if (!groups.size) { container.append(el('p', { text: 'No operation matches.' })); return; }
            for (const t of [...groups.keys()].sort()) {
              const headingId = 'tag-' + t.replace(/[^A-Za-z0-9_-]/g, '_');
              const list = el('ul', { 'aria-labelledby': headingId });
              for (const op of groups.get(t)) {
                const button = el('button', { type: 'button', 'data-op': op.request.name, text: op.request.name });
                if (state.current === op.request.name) button.setAttribute('aria-current', 'true');
                button.addEventListener('click', () => { location.hash = 'op=' + encodeURIComponent(op.request.name); });
                list.append(el('li', {}, button));
              }
              container.append(el('section', { class: 'tag-group' }, el('h3', { id: headingId, text: t }), list));
            }
          }

          function route() {
            const match = /^#op=(.*)$/.exec(location.hash);
            state.current = match ? decodeURIComponent(match[1]) : null;
            showOperation(state.current);
          }

          function showSignedIn(name) {
            $('auth-status').textContent = name ? `Signed in as ${name}.` : 'Not signed in.';
            $('sign-out').hidden = !name;
            $('sign-in').hidden = !!name;
          }

          async function signIn(event) {
            event.preventDefault();
            const status = $('auth-status');
            const response = await fetch('/auth/credentials', {
              method: 'POST', credentials: 'same-origin',
              headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
              body: JSON.stringify({ userName: $('sign-in-user').value, password: $('sign-in-password').value }),
            });
            let json = null;
            try { json = await response.json(); } catch (e) { json = null; }
            if (!response.ok) {
              const error = responseStatusOf(json);
              status.textContent = 'Sign-in failed: ' + (error && error.message ? error.message : response.status);
              return;
            }
            state.bearer = json && json.bearerToken ? json.bearerToken : null;
            $('sign-in-password').value = '';
            showSignedIn((json && (json.userName || json.displayName)) || $('sign-in-user').value);
          }

          // A sign-in kept in cookies outlives a reload: ask the host who the caller is.
        async function showCurrentSession() {
            const response = await fetch('/auth', { credentials: 'same-origin', headers: { Accept: 'application/json' } });
            if (!response.ok) return;
            const json = await response.json();
            if (json && json.userName) showSignedIn(json.userName);
        }

        async function signOut() {
            const headers = { Accept: 'application/json' };
            if (state.bearer) headers.Authorization = 'Bearer ' + state.bearer;
            await fetch('/auth/logout', { method: 'POST', credentials: 'same-origin', headers });
            state.bearer = null;
            showSignedIn(null);
          }

          async function start() {
            const response = await fetch('/metadata/app.json', { headers: { Accept: 'application/json' } });
            if (!response.ok) { $('main').replaceChildren(el('p', { role: 'alert', text: 'Could not read /metadata/app.json.' })); return; }
            state.app = await response.json();
            const api = state.app.api || {};
            for (const type of api.types || []) state.types.set(type.name, type);
            state.ops = (api.operations || []).slice().sort((a, b) => a.request.name.localeCompare(b.request.name));
            const info = state.app.app || {};
            if (info.serviceName) { $('app-name').textContent = info.serviceName + ' API Explorer'; document.title = $('app-name').textContent; }
            if (info.serviceDescription) $('app-description').textContent = info.serviceDescription;
            const tags = new Set();
            for (const op of state.ops) for (const t of op.tags && op.tags.length ? op.tags : ['other']) tags.add(t);
            for (const t of [...tags].sort()) $('tag-filter').append(el('option', { value: t, text: t }));
            const plugins = state.app.plugins || {};
            if (!plugins.auth) $('auth').hidden = true;
            else showCurrentSession().catch(() => showSignedIn(null));
            $('search').addEventListener('input', renderOperations);
            $('tag-filter').addEventListener('change', renderOperations);
            $('sign-in').addEventListener('submit', (event) => { signIn(event).catch((e) => { $('auth-status').textContent = 'Sign-in failed: ' + e.message; }); });
            $('sign-out').addEventListener('click', () => { signOut().catch(() => showSignedIn(null)); });
            window.addEventListener('hashchange', route);
            renderOperations();
            route();
            document.body.dataset.ready = 'true';
          }

          document.addEventListener('DOMContentLoaded', () => { start().catch((e) => { $('main').replaceChildren(el('p', { role: 'alert', text: 'The explorer failed to start: ' + e.message })); }); });
        })();
        """#
}
