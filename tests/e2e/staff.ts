import { expect, request, type APIRequestContext, type Page } from '@playwright/test';
import { DEMO_PASSWORD, E2E_PORT } from './support.ts';

/** The admin's GraphQL (bearer token) and REST (the service beside the BFF), for setting up and checking. */
export interface Staff {
  context: APIRequestContext;
  gql<T = any>(query: string, variables?: Record<string, unknown>): Promise<T>;
  rest<T = any>(path: string): Promise<T>;
}

/** Signs the admin of the demo tenant in through GraphQL's login. */
export async function staff(): Promise<Staff> {
  const context = await request.newContext({ baseURL: `http://localhost:${E2E_PORT}` });
  const post = async (query: string, variables: Record<string, unknown> = {}, token?: string) => {
    const response = await context.post('/graphql', {
      data: { query, variables },
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });
    const body = await response.json();
    expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
    return body.data;
  };
  const { login } = await post('mutation($input: LoginInput!) { login(input: $input) { accessToken } }', {
    input: { email: 'admin@demo.test', password: DEMO_PASSWORD },
  });
  const token = login.accessToken as string;
  return {
    context,
    gql: (query, variables) => post(query, variables, token),
    rest: async (path) => {
      const response = await context.get(`http://127.0.0.1:${E2E_PORT + 1}${path}`, {
        headers: { authorization: `Bearer ${token}`, 'x-tenant-id': 'demo', 'x-product': 'hive' },
      });
      expect(response.status()).toBe(200);
      return response.json();
    },
  };
}

export interface DemoEvent {
  id: string;
  internalId: number;
  shortName: string;
  title: string;
}

/** The `nth` seeded demo event the CRM does not own (so its fields are editable), set up by the admin with `input`
 *  (updateEvent). Specs take different ones: the suite shares one database. */
export async function setUpEvent(admin: Staff, nth: number, input: Record<string, unknown>): Promise<DemoEvent> {
  const { events } = await admin.gql(`{ events(first: 50) { edges { node { id internalId shortName title veevaId } } } }`);
  const event = events.edges.map((edge: any) => edge.node).filter((node: any) => !node.veevaId)[nth];
  if (Object.keys(input).length) await updateEvent(admin, event.id, input);
  return event;
}

export async function updateEvent(admin: Staff, id: string, input: Record<string, unknown>): Promise<void> {
  await admin.gql(`mutation($input: UpdateEventInput!) { updateEvent(input: $input) { event { id } } }`, { input: { id, ...input } });
}

export async function templateId(admin: Staff, kind: 'surveyTemplates' | 'registrationTemplates', name: string): Promise<number> {
  const data = await admin.gql(`{ ${kind}(first: 100) { edges { node { internalId name } } } }`);
  return data[kind].edges.find((edge: any) => edge.node.name === name).node.internalId;
}

/** The controls, texts and images inside `scope` (the main area, or e.g. an open dialog) that stick out of the window
 *  or are cut by a box they do not fit in (each as `tag "text" left–right`); [] when the layout fits the width. */
export async function clippedElements(page: Page, scope = 'main'): Promise<string[]> {
  return page.evaluate((scope) => {
    const width = document.documentElement.clientWidth;
    const found: string[] = [];
    const name = (el: Element) => `${el.tagName.toLowerCase()} "${(el.textContent ?? '').trim().slice(0, 40)}"`;
    if (document.documentElement.scrollWidth > width)
      found.push(`the page scrolls sideways (${document.documentElement.scrollWidth} > ${width})`);
    const controls = ['button', 'input', '[role="combobox"]', 'label', 'th', 'td', 'img'].map((tag) => `${scope} ${tag}`);
    for (const el of document.querySelectorAll(controls.join(', '))) {
      const box = el.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) continue;
      if (box.left < -0.5 || box.right > width + 0.5) found.push(`${name(el)} ${Math.round(box.left)}–${Math.round(box.right)}`);
    }
    // A box that scrolls or hides its overflow sideways cuts what does not fit (a visually hidden 1 px text is meant to).
    for (const el of document.querySelectorAll(`${scope} *`)) {
      const style = getComputedStyle(el);
      if (style.overflowX === 'visible') continue;
      if (el.scrollWidth > el.clientWidth + 1 && el.clientWidth > 1) found.push(`${name(el)} cuts ${el.scrollWidth - el.clientWidth} px`);
    }
    return found;
  }, scope);
}
