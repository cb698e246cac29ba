// Notifications through GraphQL: the caller's list with its words' values, the unread count,
// marking one and all read, another user's notification not found, and the e-mail language.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { completeBorrowerData, makeUser, type TestUser } from '../support/profiles.ts';
import {
  graphql,
  loginAs,
  rest,
  startTestProduct,
  type TestProduct,
} from '../support/test-product.ts';

let product: TestProduct;
let owner: TestUser;
let other: TestUser;

const LIST = `query List($first: Int, $after: String) {
  notifications(first: $first, after: $after) {
    nodes { id kind read createdAt params { section reason loanId } }
    nextCursor
  }
  unreadNotificationCount
}`;

type List = {
  notifications: {
    nodes: Array<{ id: string; kind: string; read: boolean; params: Record<string, unknown> }>;
    nextCursor: string | null;
  };
  unreadNotificationCount: number;
};

beforeAll(async () => {
  product = await startTestProduct();
  const admin = await loginAs(product, 'admin@lumbung.test');
  owner = await makeUser(product, { fullName: 'Bayu Saputra' });
  other = await makeUser(product, { fullName: 'Citra Anggraini' });
  await completeBorrowerData(product, owner);
  await rest(product, 'PUT', `/staff/validations/${owner.userId}/personal/validate`, {
    token: admin,
  });
  await rest(product, 'PUT', `/staff/validations/${owner.userId}/jobs/reject`, {
    token: admin,
    body: { reason: 'Slip gaji tidak terbaca' },
  });
});
afterAll(() => product.close());

describe('notifications', () => {
  it('lists the caller’s own, newest first, in pages, with the unread count', async () => {
    const first = await graphql<List>(product, LIST, { first: 1 }, owner.token);
    expect(first.errors).toBeUndefined();
    expect(first.data?.unreadNotificationCount).toBe(2);
    expect(first.data?.notifications.nodes).toEqual([
      expect.objectContaining({
        kind: 'SECTION_REJECTED',
        read: false,
        params: { section: 'jobs', reason: 'Slip gaji tidak terbaca', loanId: null },
      }),
    ]);
    const second = await graphql<List>(
      product,
      LIST,
      { first: 1, after: first.data?.notifications.nextCursor },
      owner.token,
    );
    expect(second.data?.notifications.nodes.map((n) => n.kind)).toEqual(['SECTION_VALIDATED']);
    expect(second.data?.notifications.nextCursor).toBeNull();

    const theirs = await graphql<List>(product, LIST, {}, other.token);
    expect(theirs.data).toMatchObject({
      notifications: { nodes: [], nextCursor: null },
      unreadNotificationCount: 0,
    });
  });

  it('marks one read (the owner only) and then all', async () => {
    const list = await graphql<List>(product, LIST, {}, owner.token);
    const id = list.data?.notifications.nodes[0]?.id;
    const MARK = 'mutation Mark($id: ID!) { markNotificationRead(id: $id) { id read } }';
    const foreign = await graphql(product, MARK, { id }, other.token);
    expect(foreign.errors?.[0]?.extensions?.code).toBe('NOTIFICATION_NOT_FOUND');
    const marked = await graphql(product, MARK, { id }, owner.token);
    expect(marked.data).toEqual({ markNotificationRead: { id, read: true } });
    const all = await graphql(product, 'mutation { markAllNotificationsRead }', {}, owner.token);
    expect(all.data).toEqual({ markAllNotificationsRead: 1 });
    const after = await graphql<List>(product, LIST, {}, owner.token);
    expect(after.data?.unreadNotificationCount).toBe(0);
  });

  it('sets the language of the caller’s e-mails', async () => {
    const set = await graphql(product, 'mutation { setLocale(locale: EN) }', {}, other.token);
    expect(set.data).toEqual({ setLocale: 'EN' });
    const [row] = await product.db.query<{ locale: string }>(
      'SELECT locale FROM users WHERE id = $1',
      [other.userId],
    );
    expect(row?.locale).toBe('en');
    const anonymous = await graphql(product, 'query { unreadNotificationCount }');
    expect(anonymous.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});
