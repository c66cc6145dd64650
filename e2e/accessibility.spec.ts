import { type Browser, type BrowserContext, type Page, devices, expect, test } from '@playwright/test';
import { createRequire } from 'node:module';
import { DEMO_MEMBER, orderFromCart, signIn, signInAsOperator, uniqueTarget } from './support';

/**
 * 접근성(WCAG 2.2 AA, KWCAG 2.2): 스토어·계정·마이페이지·콘솔의 모든 화면과 두 모달을 axe-core 로 훑고,
 * 360px 에서는 어느 화면도 옆으로 스크롤되지 않는지 본다. 위반이 하나라도 있으면 화면별 목록으로 실패한다.
 * 로그인은 폭마다 다시 하지 않는다: 한 번 로그인한 상태(storageState)를 폭마다 새 컨텍스트에 싣는다.
 */

const AXE_SOURCE = createRequire(import.meta.url).resolve('axe-core/axe.min.js');
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const WEB_URL = 'http://localhost:3010';
const MOBILE_WIDTHS = [360, 480] as const;
const CONSOLE_WIDTHS = [360, 480, 1280] as const;

type AxeNode = { target: unknown[]; failureSummary?: string };
type AxeViolation = { id: string; impact: string | null; help: string; nodes: AxeNode[] };
type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;

/** 주소 하나. 주소가 목록 화면에서 찾아야 하는 것(상세 화면)이면 from 과 pattern 으로 찾는다 */
type Route = string | { name: string; from: string; pattern: RegExp } | { name: string; modal: string; dialog: string };

// app/(account)
const ACCOUNT_ROUTES: Route[] = [
  '/account/signin',
  '/account/signup',
  '/account/signup/social',
  '/account/social/kakao',
  '/account/verify-email',
  '/account/reset-password',
  '/account/email-change',
  '/account/withdrawn',
];

// app/(shop): 로그인하지 않은 손님이 보는 대로
const SHOP_ROUTES: Route[] = [
  '/',
  '/products/6',
  '/channels',
  '/search',
  '/search?q=%E3%85%8D%E3%84%B9%E3%85%87',
  { name: '/channels/[channelId]', from: '/', pattern: /^\/channels\/\d+$/ },
  { name: '/channels/[channelId]/[productTypeId]', from: '/channels/1', pattern: /^\/channels\/\d+\/\d+$/ },
  '/review',
  '/reviews/photos',
  '/notices',
  { name: '/notices/[id]', from: '/notices', pattern: /^\/notices\/\d+$/ },
  '/articles',
  { name: '/articles/[id]', from: '/articles', pattern: /^\/articles\/\d+$/ },
  '/faq',
  '/instarter',
];

// app/(my), app/(shop)/cart, app/(checkout) 와 두 모달: 데모 회원으로
const MEMBER_ROUTES: Route[] = [
  '/my-page',
  '/my-page/member-info',
  '/my-page/notifications',
  '/my-page/coupons',
  '/my-page/purchases',
  { name: '/my-page/purchases/[id]', from: '/my-page/purchases', pattern: /^\/my-page\/purchases\/\d+$/ },
  '/my-page/services',
  { name: '/my-page/services/[id]', from: '/my-page/services', pattern: /^\/my-page\/services\/\d+$/ },
  '/inquiry',
  '/cart',
  '/products/1',
  '/checkout/fail?code=PAY_PROCESS_CANCELED&message=%EC%82%AC%EC%9A%A9%EC%9E%90%EA%B0%80%20%EA%B2%B0%EC%A0%9C%EB%A5%BC%20%EC%B7%A8%EC%86%8C%ED%96%88%EC%8A%B5%EB%8B%88%EB%8B%A4',
  '/checkout/success',
  { name: '후기 작성 모달', modal: '/review?modal=reviewWrite', dialog: '후기 작성' },
  { name: '1:1 문의 작성 모달', modal: '/inquiry?modal=inquiryWrite', dialog: '1:1 문의 작성' },
];

// app/(admin): 데모 OWNER 로
const ADMIN_LISTS = [
  'articles',
  'banners',
  'channels',
  'coupons',
  'faqs',
  'mails',
  'members',
  'notices',
  'notifications',
  'panels',
  'popups',
  'product-types',
  'products',
  'purchases',
  'qnas',
  'tasks',
] as const;
const ADMIN_ROUTES: Route[] = [
  '/admin',
  '/admin/account',
  '/admin/audit-logs',
  '/admin/deposits',
  '/admin/instarter',
  '/admin/operators',
  '/admin/reconciliations',
  '/admin/refunds',
  '/admin/reviews',
  '/admin/sales',
  '/admin/tasks/new',
  '/admin/no-such-page',
  ...ADMIN_LISTS.flatMap((list): Route[] => [
    `/admin/${list}`,
    { name: `/admin/${list}/[id]`, from: `/admin/${list}`, pattern: new RegExp(`^/admin/${list}/\\d+$`) },
  ]),
];

function contextOptions(width: number, storageState?: StorageState) {
  const base = width >= 1024 ? { viewport: { width, height: 900 } } : { ...devices['Pixel 7'], viewport: { width, height: 780 } };
  return { ...base, baseURL: WEB_URL, locale: 'ko-KR', timezoneId: 'Asia/Seoul', storageState };
}

/** 그리기가 끝날 때까지: 요청이 잦아들고 글꼴이 자리 잡은 뒤(길게 도는 요청이 있어도 몇 초 뒤엔 그냥 잰다) */
async function settle(page: Page) {
  await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => undefined);
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
}

async function runAxe(page: Page): Promise<AxeViolation[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ path: AXE_SOURCE });
  return page.evaluate(async (tags) => {
    const axe = (window as unknown as { axe: { run: (ctx: Document, opts: object) => Promise<{ violations: AxeViolation[] }> } }).axe;
    const result = await axe.run(document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] });
    return result.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      nodes: v.nodes.map((n) => ({ target: n.target, failureSummary: n.failureSummary })),
    }));
  }, AXE_TAGS);
}

/** 옆으로 스크롤되면 가장 넓게 삐져나온 요소 몇 개를 이름으로 돌려준다 */
async function horizontalOverflow(page: Page): Promise<string | null> {
  return page.evaluate(() => {
    const root = document.scrollingElement ?? document.documentElement;
    if (root.scrollWidth <= root.clientWidth) return null;
    const wide = Array.from(document.body.querySelectorAll<HTMLElement>('*'))
      .map((el) => ({ el, right: el.getBoundingClientRect().right }))
      .filter(({ right }) => right > root.clientWidth + 0.5)
      .sort((a, b) => b.right - a.right)
      .slice(0, 3)
      .map(({ el, right }) => `${el.tagName.toLowerCase()}${el.className ? `.${String(el.className).split(' ')[0]}` : ''} (right ${Math.round(right)}px)`);
    return `scrollWidth ${root.scrollWidth} > clientWidth ${root.clientWidth}: ${wide.join(', ')}`;
  });
}

function describeViolations(label: string, violations: AxeViolation[]): string[] {
  return violations.map(
    (v) =>
      `${label}: [${v.impact ?? '-'}] ${v.id} — ${v.help}\n` +
      v.nodes
        .slice(0, 6)
        .map((n) => `      ${n.target.join(' ')}${n.failureSummary ? ` :: ${n.failureSummary.split('\n').slice(1).join(' ').trim()}` : ''}`)
        .join('\n') +
      (v.nodes.length > 6 ? `\n      … 외 ${v.nodes.length - 6}곳` : ''),
  );
}

/** 목록 화면에서 상세 주소 하나를 찾는다(없으면 null: 보고서에 건너뛴 화면으로 남긴다) */
async function findDetail(page: Page, from: string, pattern: RegExp): Promise<string | null> {
  await page.goto(from);
  await settle(page);
  const hrefs = await page.locator('a[href]').evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
  return hrefs.find((href) => pattern.test(href)) ?? null;
}

/** 화면들을 차례로 열어 axe 와(360px 에서) 가로 넘침을 잰다: 문제 목록과 건너뛴 화면 */
async function audit(browser: Browser, width: number, routes: Route[], storageState?: StorageState) {
  const context = await browser.newContext(contextOptions(width, storageState));
  const page = await context.newPage();
  // 알림 창(window.alert)이 떠도 멈추지 않게
  page.on('dialog', (dialog) => void dialog.dismiss());
  const problems: string[] = [];
  const skipped: string[] = [];
  for (const route of routes) {
    let url: string;
    let label: string;
    if (typeof route === 'string') {
      url = route;
      label = `${route} @${width}`;
    } else if ('modal' in route) {
      url = route.modal;
      label = `${route.name} @${width}`;
    } else {
      const found = await findDetail(page, route.from, route.pattern);
      if (!found) {
        skipped.push(`${route.name} @${width} (${route.from} 에 상세 링크가 없다)`);
        continue;
      }
      url = found;
      label = `${route.name} = ${found} @${width}`;
    }
    await page.goto(url);
    if (typeof route !== 'string' && 'modal' in route) {
      await expect(page.getByRole('dialog', { name: route.dialog })).toBeVisible();
    }
    await settle(page);
    problems.push(...describeViolations(label, await runAxe(page)));
    if (width === 360) {
      const overflow = await horizontalOverflow(page);
      if (overflow) problems.push(`${label}: 옆으로 스크롤된다 — ${overflow}`);
    }
  }
  await context.close();
  return { problems, skipped };
}

function report({ problems, skipped }: { problems: string[]; skipped: string[] }) {
  if (skipped.length > 0) test.info().annotations.push({ type: 'skipped routes', description: skipped.join('; ') });
  expect(problems, `접근성 위반 ${problems.length}건:\n${problems.join('\n')}\n`).toEqual([]);
}

let memberState: StorageState;
let operatorState: StorageState;
let checkoutUrl: string;

test.beforeAll(async ({ browser }) => {
  test.setTimeout(180_000);
  // 회원: 로그인하고, 주문서 화면을 보려고 장바구니에서 주문서를 하나 만든다
  const member = await browser.newContext(contextOptions(360));
  const page = await member.newPage();
  await page.goto('/my-page');
  await signIn(page, DEMO_MEMBER);
  await expect(page).toHaveURL(/\/my-page$/);
  await orderFromCart(page, uniqueTarget('a11y'));
  checkoutUrl = new URL(page.url()).pathname + new URL(page.url()).search;
  memberState = await member.storageState();
  await member.close();

  // 운영자: 2단계 인증까지 한 번만
  const operator = await browser.newContext(contextOptions(1280));
  const consolePage = await operator.newPage();
  await consolePage.goto('/admin');
  await signInAsOperator(consolePage);
  operatorState = await operator.storageState();
  await operator.close();
});

for (const width of MOBILE_WIDTHS) {
  test(`손님이 보는 스토어와 계정 화면에 axe 위반이 없다 (${width}px)`, async ({ browser }) => {
    test.setTimeout(240_000);
    report(await audit(browser, width, [...SHOP_ROUTES, ...ACCOUNT_ROUTES]));
  });

  test(`회원의 마이페이지·장바구니·주문서와 두 모달에 axe 위반이 없다 (${width}px)`, async ({ browser }) => {
    test.setTimeout(240_000);
    const purchaseId = new URLSearchParams(checkoutUrl.split('?')[1]).get('purchaseId');
    report(await audit(browser, width, [...MEMBER_ROUTES, checkoutUrl, `/checkout/complete?purchaseId=${purchaseId}`, ...SHOP_ROUTES.slice(0, 2)], memberState));
  });
}

for (const width of CONSOLE_WIDTHS) {
  test(`운영 콘솔의 모든 화면에 axe 위반이 없다 (${width}px)`, async ({ browser }) => {
    test.setTimeout(300_000);
    report(await audit(browser, width, ADMIN_ROUTES, operatorState));
  });
}
