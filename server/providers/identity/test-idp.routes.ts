import { Hono } from 'hono';
import { SOCIAL_PROVIDER_LABELS, SOCIAL_PROVIDER_SLUGS, type SocialProvider } from '../../../lib/schemas/social-accounts';
import type { AppDeps } from '../../lib/context';
import { testIdentityProviderOf } from './index';
import { parseTestAuthorizeRequest, TEST_IDP_CLIENT_ID, type TestAuthorizeRequest } from './test-idp';
import { findTestPersona, TEST_PERSONAS } from './test-idp-personas';

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch]!);

/** 제공자의 색(글자가 잘 읽히는 짝으로) */
const BRAND: Record<SocialProvider, { bg: string; fg: string; border: string }> = {
  KAKAO: { bg: '#FEE500', fg: '#191919', border: '#FEE500' },
  // 흰 글자는 네이버 초록 위에서 2.25:1, 페이스북 파랑 위에서 4.23:1 이라 보통 크기 글자의 AA(4.5:1)에 못 미친다:
  // 네이버는 검은 글자(9.3:1, 웹의 버튼과 같다), 페이스북은 한 단계 짙은 파랑(5.55:1)으로 쓴다
  NAVER: { bg: '#03C75A', fg: '#000000', border: '#03C75A' },
  GOOGLE: { bg: '#FFFFFF', fg: '#1F1F1F', border: '#747775' },
  FACEBOOK: { bg: '#1464D2', fg: '#FFFFFF', border: '#1464D2' },
};

const providerOfSlug = (slug: string) =>
  (Object.entries(SOCIAL_PROVIDER_SLUGS) as [SocialProvider, string][]).find(([, s]) => s === slug)?.[0] ?? null;

const formatPhone = (digits: string) => digits.replace(/^(\d{3})(\d{3,4})(\d{4})$/, '$1-$2-$3');

function withQuery(base: string, params: Record<string, string>): string {
  const url = new URL(base);
  for (const [k, v] of Object.entries(params)) url.searchParams.set(k, v);
  return url.toString();
}

function page(provider: SocialProvider, r: TestAuthorizeRequest): string {
  const label = SOCIAL_PROVIDER_LABELS[provider];
  const slug = SOCIAL_PROVIDER_SLUGS[provider];
  const brand = BRAND[provider];
  const hidden = { response_type: 'code', client_id: TEST_IDP_CLIENT_ID, redirect_uri: r.redirectUri, state: r.state, code_challenge: r.codeChallenge, code_challenge_method: 'S256', nonce: r.nonce, ...(r.reauthenticate ? { prompt: 'login' } : {}) };
  const inputs = Object.entries(hidden)
    .map(([name, value]) => `<input type="hidden" name="${name}" value="${escapeHtml(value)}">`)
    .join('');
  const personas = TEST_PERSONAS.map((p) => {
    const email = p.email(slug);
    const details = [email ?? '이메일 없음', p.cellPhone ? formatPhone(p.cellPhone) : '휴대폰 번호 없음'].join(' · ');
    return `<li><button type="submit" name="choice" value="${p.id}" class="persona" aria-describedby="note-${p.id}">
<span class="name">${escapeHtml(p.name)}</span><span class="details">${escapeHtml(details)}</span></button>
<p class="note" id="note-${p.id}">${escapeHtml(p.note)}</p></li>`;
  }).join('');
  return `<!doctype html><html lang="ko"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>${label} 테스트 로그인</title>
<style>body{font-family:system-ui,sans-serif;margin:0;background:#f4f5f7;display:flex;justify-content:center;color:#191919}
main{background:#fff;max-width:420px;width:100%;min-height:100vh;padding:24px;box-sizing:border-box}
header{background:${brand.bg};color:${brand.fg};border:1px solid ${brand.border};border-radius:12px;padding:16px;margin-bottom:16px}
h1{font-size:20px;margin:0}fieldset{border:0;margin:0;padding:0}legend{font-weight:600;margin-bottom:8px}
ul{list-style:none;margin:0;padding:0}li{margin-bottom:12px}
button{font:inherit;width:100%;min-height:48px;border-radius:8px;cursor:pointer;padding:10px 14px;text-align:left}
button:focus-visible{outline:3px solid #3182f6;outline-offset:2px}
.persona{background:${brand.bg};color:${brand.fg};border:1px solid ${brand.border}}
.name{display:block;font-weight:700}.details{display:block;font-size:14px}
.note{color:#555;font-size:13px;margin:4px 2px 0}.cancel{background:#fff;color:#333;border:1px solid #8b95a1;text-align:center}
.intro{color:#555;font-size:14px}</style></head><body><main>
<header><h1>${label} 테스트 로그인</h1></header>
<p class="intro">실제 ${label} 계정 없이 로그인 흐름을 시험하는 개발용 화면입니다. 로그인할 테스트 계정을 고르세요.</p>
${r.reauthenticate ? '<p class="intro"><strong>본인 확인을 위해 다시 로그인해주세요.</strong></p>' : ''}
<form method="post" action="/v1/test-idp/${slug}/authorize">${inputs}
<fieldset><legend>테스트 계정</legend><ul>${personas}</ul></fieldset>
<button type="submit" name="choice" value="cancel" class="cancel">취소</button>
</form></main></body></html>`;
}

const invalid = (label: string) =>
  `<!doctype html><html lang="ko"><head><meta charset="utf-8"><title>${label} 테스트 로그인</title></head><body><main><p>로그인 요청 정보가 올바르지 않습니다.</p></main></body></html>`;

/**
 * 내장 테스트 제공자의 동의 화면(실제 제공자의 authorize 엔드포인트 자리). 그 제공자의 키가 .env 에 있으면 404:
 * 실제 제공자를 쓰는 곳에서는 이 화면으로 로그인할 수 없다.
 */
export function testIdpRouter(deps: AppDeps) {
  const resolve = (slug: string) => {
    const provider = providerOfSlug(slug);
    const idp = provider ? testIdentityProviderOf(deps, provider) : null;
    return provider && idp ? { provider, idp } : null;
  };

  return (
    new Hono()
      // GET /v1/test-idp/{provider}/authorize – 테스트 계정 고르기(가상 회원 넷과 취소)
      .get('/:slug/authorize', (c) => {
        const found = resolve(c.req.param('slug'));
        if (!found) return c.notFound();
        const request = parseTestAuthorizeRequest(c.req.query(), deps.config);
        const label = SOCIAL_PROVIDER_LABELS[found.provider];
        if (!request) return c.html(invalid(label), 400);
        return c.html(page(found.provider, request));
      })
      // POST /v1/test-idp/{provider}/authorize – 고른 계정의 code(또는 취소면 error=access_denied)를 들고 웹으로 돌아간다
      .post('/:slug/authorize', async (c) => {
        const found = resolve(c.req.param('slug'));
        if (!found) return c.notFound();
        const form = await c.req.parseBody();
        const fields = Object.fromEntries(Object.entries(form).map(([k, v]) => [k, typeof v === 'string' ? v : undefined]));
        const request = parseTestAuthorizeRequest(fields, deps.config);
        const label = SOCIAL_PROVIDER_LABELS[found.provider];
        if (!request) return c.html(invalid(label), 400);
        if (fields.choice === 'cancel') {
          return c.redirect(withQuery(request.redirectUri, { error: 'access_denied', error_description: 'User denied access', state: request.state }), 302);
        }
        const persona = findTestPersona(fields.choice ?? '');
        if (!persona) return c.html(invalid(label), 400);
        const code = await found.idp.issueCode({ persona, request });
        return c.redirect(withQuery(request.redirectUri, { code, state: request.state }), 302);
      })
  );
}
