import { type Browser, type BrowserContext, type Page, type Request, devices } from '@playwright/test';
import { expect, test } from './fixtures';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { API_URL, DEMO_MEMBER, orderFromCart, signIn, signInAsOperator, uniqueTarget } from './support';

/**
 * 접근성(WCAG 2.2 AA, KWCAG 2.2): 스토어·계정·마이페이지·콘솔의 모든 화면과 두 모달을 axe-core 로 훑고,
 * 360px 에서는 어느 화면도 옆으로 스크롤되지 않는지와 누르는 칸의 크기(44x44, 아니면 WCAG 2.5.8 의 24px 간격)를 본다.
 * 위반이 하나라도 있으면 화면별 목록으로 실패한다.
 * 빨리 돌도록: 로그인은 한 번(storageState), 화면은 한 번만 열고 휴대폰 두 폭은 같은 화면에서 창 크기만 바꿔 잰다,
 * 상세 주소는 방금 훑은 목록 화면의 링크에서 고른다(목록을 다시 열지 않는다).
 */

// 화면의 보안 정책(CSP)은 인라인 <script> 를 막는다: axe 는 <script> 태그가 아니라 개발 도구 통로(page.evaluate)로 싣는다
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const WEB_URL = 'http://localhost:3010';
/** 휴대폰 폭: 한 화면을 360 에서 열어 재고 480 으로 넓혀 다시 잰다 */
const MOBILE_WIDTHS = [360, 480];
const DESKTOP_WIDTH = 1280;

type AxeNode = { target: unknown[]; failureSummary?: string };
type AxeViolation = { id: string; impact: string | null; help: string; nodes: AxeNode[] };
type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;

/** 주소 하나. 주소가 목록 화면에서 찾아야 하는 것(상세 화면)이면 from 과 pattern 으로 찾는다 */
type Route =
  | string
  | { name: string; from: string; pattern: RegExp }
  | { name: string; modal: string; dialog: string }
  // 단추를 눌러 여는 대화상자: on 은 주소이거나 앞에서 찾은 상세 화면의 이름(/admin/members/[id])
  | { name: string; on: string; open: string; dialog: string };

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
  // ?page= 는 rewrites 가 pages/[page] 화면(따로 캐시되는 다른 화면)으로 보낸다
  '/notices?page=1',
  '/reviews/photos?page=1',
  '/review?page=1',
  { name: '/notices/[id]', from: '/notices', pattern: /^\/notices\/\d+$/ },
  '/articles',
  { name: '/articles/[id]', from: '/articles', pattern: /^\/articles\/\d+$/ },
  '/faq',
  '/faq?category=REFILL',
  '/instarter',
  '/policies/terms',
  '/policies/privacy',
  '/policies/refund',
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
  '/admin/business-details',
  '/admin/deposits',
  '/admin/instarter',
  '/admin/operators',
  '/admin/policies',
  '/admin/policies/new',
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
  // 열려 있는 동안의 대화상자: 상세 화면은 위에서 이미 찾았다
  { name: '이용 정지 대화상자', on: '/admin/members/[id]', open: '이용 정지', dialog: '이용 정지' },
  { name: '적립금 지급·차감 대화상자', on: '/admin/members/[id]', open: '적립금 지급·차감', dialog: '적립금 지급·차감' },
  { name: '쿠폰 발급 대화상자', on: '/admin/coupons/[id]', open: '발급하기', dialog: '발급' },
];

// 휴대폰 폭의 콘솔은 메뉴를 서랍으로 연다(데스크톱은 옆 막대)
const ADMIN_MOBILE_ROUTES: Route[] = [...ADMIN_ROUTES, { name: '관리자 메뉴 서랍', on: '/admin', open: '메뉴', dialog: '관리자 메뉴' }];

function contextOptions(width: number, storageState?: StorageState) {
  const base = width >= 1024 ? { viewport: { width, height: 900 } } : { ...devices['Pixel 7'], viewport: { width, height: 780 } };
  return { ...base, baseURL: WEB_URL, locale: 'ko-KR', timezoneId: 'Asia/Seoul', storageState };
}

/**
 * 화면이 다 그려질 때까지: 요청이 250ms 동안 하나도 없고, 그 뒤 브라우저가 한가해져(하이드레이션 같은 긴 일이 끝나)
 * 글꼴까지 자리 잡는 동안에도 새 요청이 없을 때까지(길어도 5초 뒤엔 그냥 잰다). networkidle 의 고정 500ms 대신 직접 센다:
 * 링크가 보이면 Next 가 미리 받는 요청(prefetch)은 화면에 그릴 것이 아니라 세지 않는다
 */
function requestTracker(page: Page) {
  const inFlight = new Set<Request>();
  let lastChange = Date.now();
  const counts = (request: Request) => !request.headers()['next-router-prefetch'] && request.resourceType() !== 'eventsource';
  page.on('request', (r) => {
    if (!counts(r)) return;
    inFlight.add(r);
    lastChange = Date.now();
  });
  const done = (r: Request) => {
    if (inFlight.delete(r)) lastChange = Date.now();
  };
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  return async function settle() {
    const deadline = Date.now() + 5_000;
    for (;;) {
      while (Date.now() < deadline && (inFlight.size > 0 || Date.now() - lastChange < 250)) {
        await new Promise((r) => setTimeout(r, 50));
      }
      const mark = lastChange;
      // 창 크기를 바꾼 뒤에도 부른다: 한가해진 뒤 두 번 그려질 때까지 기다려 새 폭의 배치에서 잰다
      await page.evaluate(() =>
        document.fonts.ready.then(
          () => new Promise<void>((r) => requestIdleCallback(() => requestAnimationFrame(() => requestAnimationFrame(() => r())), { timeout: 2_000 })),
        ),
      );
      if ((lastChange === mark && inFlight.size === 0) || Date.now() >= deadline) return;
    }
  };
}

async function runAxe(page: Page): Promise<AxeViolation[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
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

/**
 * 누르는 칸의 크기(WCAG 2.5.8 을 넉넉하게): 보이는 누르는 요소마다 44x44 이상이어야 한다. 아니면
 * - 문장 속 링크(줄 높이가 정하는 크기, WCAG 의 예외)이거나
 * - 촘촘한 컨트롤(배너 점·칩·쪽 번호처럼 같은 종류의 칸이 셋 이상 나란히 선 것)이면서 24px 이상이고,
 *   가운데에 그린 지름 24px 원이 다른 누르는 칸에도 다른 작은 칸의 원에도 닿지 않아야 한다(WCAG 2.2 의 간격 예외).
 *   홀로 선 작은 링크·버튼은 간격이 넉넉해도 44px 로 키운다.
 * 고정된 바(탭 바·구매 바)와 본문은 스크롤에 따라 겹치는 자리가 바뀌므로 같은 층끼리만 견준다.
 * 한 번의 evaluate 로 잰다: 작은 칸의 설명 목록
 */
async function smallTargets(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const SELECTOR =
      'a[href], button, input[type=checkbox], input[type=radio], select, summary, label, ' +
      '[role=button], [role=tab], [role=link], [role=switch], [role=checkbox]';
    const SIZE = 44;
    const RADIUS = 12;
    const isFixedLayer = (el: Element) => {
      for (let node: Element | null = el; node; node = node.parentElement) {
        const position = getComputedStyle(node).position;
        if (position === 'fixed' || position === 'sticky') return true;
      }
      return false;
    };
    const describe = (el: Element, r: DOMRect) => {
      const name = (el.getAttribute('aria-label') ?? el.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 30);
      return `${el.tagName.toLowerCase()}${el.getAttribute('role') ? `[role=${el.getAttribute('role')}]` : ''} "${name}" ${Math.round(r.width)}x${Math.round(r.height)}`;
    };
    /** 문장 속 링크: 인라인으로 흐르고, 같은 블록에 링크 밖의 글자가 있다 */
    const inSentence = (el: HTMLElement) => {
      // 줄바꿈을 막으려 inline-block 으로 둔 문장 속 링크도 같다. 버튼·선택 칸의 기본값(inline-block)은 해당하지 않는다
      const display = getComputedStyle(el).display;
      if (!(display === 'inline' || (display === 'inline-block' && el.matches('a[href]')))) return false;
      let block: HTMLElement | null = el.parentElement;
      while (block && getComputedStyle(block).display === 'inline') block = block.parentElement;
      const text = (block?.textContent ?? '').replace(el.textContent ?? '', '').replace(/\s+/g, '');
      return text.length >= 2;
    };
    const targets = Array.from(document.querySelectorAll<HTMLElement>(SELECTOR))
      .filter((el) => {
        // 라벨은 입력을 감쌀 때만 누르는 칸이다. 라벨에 감싸인 체크·라디오는 라벨 전체가 칸이다
        if (el.tagName === 'LABEL') return !!el.querySelector('input, select, textarea');
        if (el.matches('input') && el.closest('label')) return false;
        if (el.closest('[inert], [aria-hidden="true"]')) return false;
        return el.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true });
      })
      .map((el) => {
        const r = el.getBoundingClientRect();
        return { el, r, cx: r.left + r.width / 2, cy: r.top + r.height / 2, fixed: isFixedLayer(el) };
      })
      // 화면에서 감춘 것(visually hidden 1px)은 칸이 아니다
      .filter(({ r }) => r.width > 1 && r.height > 1);
    const small = targets.filter(({ el, r }) => (r.width < SIZE - 0.5 || r.height < SIZE - 0.5) && !inSentence(el));
    /** 같은 부모 아래 보이는 같은 태그의 칸이 셋 이상: 점·칩·쪽 번호 */
    const dense = (el: Element) =>
      Array.from(el.parentElement?.children ?? []).filter((c) => c.tagName === el.tagName && targets.some((t) => t.el === c)).length >= 3;
    const lone = small
      .filter(({ el, r }) => !dense(el) || r.width < 2 * RADIUS - 0.5 || r.height < 2 * RADIUS - 0.5)
      .map(({ el, r }) => `${describe(el, r)} — 홀로 선 칸은 44px, 촘촘한 칸도 24px 이상`);
    const touchesRect = (cx: number, cy: number, r: DOMRect) => {
      const dx = cx - Math.max(r.left, Math.min(cx, r.right));
      const dy = cy - Math.max(r.top, Math.min(cy, r.bottom));
      return dx * dx + dy * dy < RADIUS * RADIUS - 0.01;
    };
    const related = (a: Element, b: Element) => a === b || a.contains(b) || b.contains(a);
    /** 작은 칸이 큰 칸 위에 얹혀 있으면(배너 위의 점) 큰 칸은 이웃이 아니라 바탕이다 */
    const sitsOn = (t: DOMRect, o: DOMRect) => t.left >= o.left && t.right <= o.right && t.top >= o.top && t.bottom <= o.bottom;
    return lone.concat(small.flatMap((t) => {
      const hit =
        targets.find((o) => o.fixed === t.fixed && !related(o.el, t.el) && !sitsOn(t.r, o.r) && touchesRect(t.cx, t.cy, o.r)) ??
        small.find((o) => o.fixed === t.fixed && !related(o.el, t.el) && Math.hypot(o.cx - t.cx, o.cy - t.cy) < 2 * RADIUS - 0.01);
      return hit ? [`${describe(t.el, t.r)} — 가까운 ${describe(hit.el, hit.r)}`] : [];
    }));
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

/** 훑은 화면마다 그 화면의 링크들: 상세 주소를 고를 때 목록 화면을 다시 열지 않게(폭·시험 사이에도 같다) */
const linksSeen = new Map<string, string[]>();
/** 찾은 상세 주소: 콘솔 1280 폭이 휴대폰 폭에서 고른 것을 그대로 쓴다 */
const detailFound = new Map<string, string | null>();

/** 화면들을 차례로 한 번씩 열어, 폭마다 axe 를, 360px 에서는 가로 넘침과 누르는 칸 크기도 잰다: 문제 목록과 건너뛴 화면 */
async function audit(browser: Browser, widths: readonly number[], routes: Route[], storageState?: StorageState) {
  const context = await browser.newContext(contextOptions(widths[0]!, storageState));
  const page = await context.newPage();
  const settle = requestTracker(page);
  // 알림 창(window.alert)이 떠도 멈추지 않게
  page.on('dialog', (dialog) => void dialog.dismiss());
  const problems: string[] = [];
  const skipped: string[] = [];
  const resize = (width: number) => page.setViewportSize({ width, height: width >= 1024 ? 900 : 780 });
  const visit = async (url: string) => {
    if (page.viewportSize()?.width !== widths[0]) await resize(widths[0]!);
    await page.goto(url);
  };
  for (const route of routes) {
    let url: string;
    let name: string;
    if (typeof route === 'string') {
      url = route;
      name = route;
    } else if ('modal' in route) {
      url = route.modal;
      name = route.name;
    } else if ('on' in route) {
      const found = route.on.startsWith('/') && !route.on.includes('[') ? route.on : detailFound.get(route.on);
      if (!found) {
        skipped.push(`${route.name} (${route.on} 을 찾지 못했다)`);
        continue;
      }
      url = found;
      name = `${route.name} @ ${found}`;
    } else {
      if (!detailFound.has(route.name)) {
        if (!linksSeen.has(route.from)) {
          await visit(route.from);
          await settle();
          linksSeen.set(route.from, await page.locator('a[href]').evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? '')));
        }
        detailFound.set(route.name, linksSeen.get(route.from)!.find((href) => route.pattern.test(href)) ?? null);
      }
      const found = detailFound.get(route.name);
      if (!found) {
        skipped.push(`${route.name} (${route.from} 에 상세 링크가 없다)`);
        continue;
      }
      url = found;
      name = `${route.name} = ${found}`;
    }
    await visit(url);
    if (typeof route !== 'string' && 'modal' in route) {
      await expect(page.getByRole('dialog', { name: route.dialog })).toBeVisible();
    }
    if (typeof route !== 'string' && 'on' in route) {
      // 하이드레이션 전의 누름은 받지 않는다: 열릴 때까지 다시 누른다
      await expect(async () => {
        await page.getByRole('button', { name: route.open, exact: true }).click();
        await expect(page.getByRole('dialog', { name: new RegExp(route.dialog) })).toBeVisible({ timeout: 1_000 });
      }).toPass({ timeout: 20_000 });
    }
    for (const [i, width] of widths.entries()) {
      if (i > 0) await resize(width);
      await settle();
      const label = `${name} @${width}`;
      if (i === 0 && !linksSeen.has(url)) {
        linksSeen.set(url, await page.locator('a[href]').evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? '')));
      }
      problems.push(...describeViolations(label, await runAxe(page)));
      if (width === 360) {
        const overflow = await horizontalOverflow(page);
        if (overflow) problems.push(`${label}: 옆으로 스크롤된다 — ${overflow}`);
        problems.push(...(await smallTargets(page)).map((t) => `${label}: 누르는 칸이 작다 — ${t}`));
      }
    }
  }
  await context.close();
  return { problems, skipped };
}

function report({ problems, skipped }: { problems: string[]; skipped: string[] }) {
  expect(problems, `접근성 위반 ${problems.length}건:\n${problems.join('\n')}\n`).toEqual([]);
  // 상세 화면을 찾지 못해 건너뛰면 그 화면은 검사되지 않은 채 통과한다: 데모 데이터나 beforeAll 이 만들어 두어야 한다
  expect(skipped, `검사하지 못한 화면:\n${skipped.join('\n')}\n`).toEqual([]);
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
  // 보낸 메일함의 상세(/admin/mails/[id])를 보려면 메일이 하나 있어야 한다: 비밀번호 재설정 메일을 부탁해 둔다
  const mail = await fetch(`${API_URL}/v1/members/reset-pwd/mail?email=${encodeURIComponent(DEMO_MEMBER.email)}`, { method: 'POST' });
  // 같은 데이터로 다시 돌면(재시도) 시간당 한도에 걸릴 수 있다: 그때는 앞서 부탁한 메일이 이미 있다
  expect([202, 429]).toContain(mail.status);

  // 운영자: 2단계 인증까지 한 번만
  const operator = await browser.newContext(contextOptions(1280));
  const consolePage = await operator.newPage();
  await consolePage.goto('/admin');
  await signInAsOperator(consolePage);
  operatorState = await operator.storageState();
  await operator.close();
});

test(`손님이 보는 스토어와 계정 화면에 axe 위반이 없다 (${MOBILE_WIDTHS.join('·')}px)`, async ({ browser }) => {
  test.setTimeout(300_000);
  report(await audit(browser, MOBILE_WIDTHS, [...SHOP_ROUTES, ...ACCOUNT_ROUTES]));
});

test(`회원의 마이페이지·장바구니·주문서와 두 모달에 axe 위반이 없다 (${MOBILE_WIDTHS.join('·')}px)`, async ({ browser }) => {
  test.setTimeout(300_000);
  const purchaseId = new URLSearchParams(checkoutUrl.split('?')[1]).get('purchaseId');
  report(await audit(browser, MOBILE_WIDTHS, [...MEMBER_ROUTES, checkoutUrl, `/checkout/complete?purchaseId=${purchaseId}`, ...SHOP_ROUTES.slice(0, 2)], memberState));
});

test(`운영 콘솔의 모든 화면에 axe 위반이 없다 (${MOBILE_WIDTHS.join('·')}px)`, async ({ browser }) => {
  test.setTimeout(300_000);
  report(await audit(browser, MOBILE_WIDTHS, ADMIN_MOBILE_ROUTES, operatorState));
});

test(`운영 콘솔의 모든 화면에 axe 위반이 없다 (${DESKTOP_WIDTH}px)`, async ({ browser }) => {
  test.setTimeout(300_000);
  report(await audit(browser, [DESKTOP_WIDTH], ADMIN_ROUTES, operatorState));
});
