import { redactUrl } from '@/lib/api/log-redact';
import { readLimitedText } from '@/lib/request-body';
import { ClientLogSchema } from '@/lib/schemas/log';

export const runtime = 'nodejs';

/** 한 줄 로그가 로그 수집기를 막지 않을 만큼만 받는다. */
const MAX_BODY_BYTES = 16 * 1024;

/** 브라우저가 보낸 userInfo 에 섞여 들어올 수 있는 비밀·개인정보: 로그에 남기지 않는다. */
const REDACTED_KEYS = new Set(['token', 'refreshToken', 'password', 'cellPhone', 'email']);

const jsonError = (status: number, code: string, message: string, meta: Record<string, unknown> | null = null) =>
  Response.json({ code, message, meta }, { status });

const invalid = (fields: Record<string, string[]>) =>
  jsonError(400, 'VALIDATION_FAILED', '로그 형식이 올바르지 않습니다.', { fields });

// POST /api/log – 브라우저의 화면 오류·API 실패 기록 (stdout 에 JSON 한 줄)
export async function POST(request: Request): Promise<Response> {
  const raw = await readLimitedText(request, MAX_BODY_BYTES);
  if (!raw.ok) return tooLarge();

  let body: unknown;
  try {
    body = JSON.parse(raw.text);
  } catch {
    return invalid({ body: ['JSON 본문이 필요합니다.'] });
  }
  const parsed = ClientLogSchema.safeParse(body);
  if (!parsed.success) {
    const fields: Record<string, string[]> = {};
    for (const issue of parsed.error.issues) {
      const key = issue.path.join('.') || 'body';
      (fields[key] ??= []).push(issue.message);
    }
    return invalid(fields);
  }

  const log = parsed.data;
  const receivedAt = new Date().toISOString();
  // 합집합을 통과한 본문: statusCode 가 있으면 API 실패, 없으면 화면 오류다.
  const entry =
    'statusCode' in log
      ? {
          level: 'error',
          source: 'client',
          kind: 'api',
          ...log,
          // 오래된 브라우저 코드나 직접 보낸 본문도 쿼리의 토큰을 남기지 못하게 여기서 한 번 더 가린다
          endpoint: redactUrl(log.endpoint),
          currentUrl: redactUrl(log.currentUrl),
          userInfo: redact(log.userInfo),
          receivedAt,
        }
      : { level: 'error', source: 'client', kind: 'crash', ...log, receivedAt };
  console.log(JSON.stringify(entry));
  return new Response(null, { status: 204 });
}

function tooLarge(): Response {
  return jsonError(413, 'PAYLOAD_TOO_LARGE', `로그 본문은 ${MAX_BODY_BYTES / 1024}KB 이하여야 합니다.`);
}

function redact(userInfo: Record<string, unknown> | null): Record<string, unknown> | null {
  if (!userInfo) return null;
  return Object.fromEntries(Object.entries(userInfo).filter(([key]) => !REDACTED_KEYS.has(key)));
}
