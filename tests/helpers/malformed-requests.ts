/**
 * OpenAPI 문서의 연산 하나에 보낼 틀린 요청들: 경로·쿼리·헤더·본문 자리마다 틀린 값(형식 아닌 날짜, int4 를 넘는 수,
 * NUL 과 제어 문자, 너무 긴 글, 다른 타입)을 하나씩 넣는다. 나머지 자리는 문서의 스키마에서 그럴듯한 값으로 채운다.
 * 어느 것도 5xx 가 되어서는 안 된다(tests/api/app/malformed-input.test.ts).
 */

export type JsonSchema = {
  $ref?: string;
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  format?: string;
  minimum?: number;
  exclusiveMinimum?: number;
  minLength?: number;
  minItems?: number;
  default?: unknown;
};

export type OpenApiParameter = { name: string; in: 'path' | 'query' | 'header' | 'cookie'; required?: boolean; schema?: JsonSchema };

export type OpenApiOperation = {
  parameters?: OpenApiParameter[];
  requestBody?: { content: Record<string, { schema?: JsonSchema }> };
};

export type OpenApiDocument = {
  paths: Record<string, Record<string, OpenApiOperation>>;
  components?: { schemas?: Record<string, JsonSchema> };
};

export type MalformedRequest = {
  /** 실패 보고에 붙일 설명: 어느 자리에 무엇을 넣었는지 */
  what: string;
  path: string;
  headers: Record<string, string>;
  body?: BodyInit;
};

const LONG = 'x'.repeat(5_000);

/** 경로 한 칸의 틀린 값(인코딩 전) */
const BAD_SEGMENTS = ['abc', '99999999999999', '1e30', '-1', '0', '1.5', '\u0000', 'a\u0001b', '2024-02-30', LONG];

/** 쿼리 값 하나의 틀린 값(인코딩 전). 빈 값과 '1e30' 처럼 Number 로는 읽히는 값도 넣는다 */
const BAD_QUERY_VALUES = ['test', '', '1e30', '99999999999999', '-1', '\u0000', 'a\u001bb', '2024-02-30', '9999-12-31', LONG];

/** JSON 본문 한 자리의 틀린 값 */
const BAD_JSON_VALUES: unknown[] = [
  '\u0000',
  'ok\u0000',
  'a\u0007b',
  1e30,
  99_999_999_999_999,
  -1,
  1.5,
  'test',
  '2024-02-30',
  '9999-12-31T99:99:99Z',
  'x'.repeat(20_000),
  true,
  null,
  {},
  [],
];

/** 본문 전체를 깨는 값: JSON 이 아닌 글, 다른 타입 */
const BAD_RAW_BODIES = ['not json', '{"a":', '[]', 'null', '"\\u0000"', '1e999'];

export function resolveSchema(doc: OpenApiDocument, schema: JsonSchema | undefined): JsonSchema {
  let s = schema ?? {};
  for (let depth = 0; s.$ref && depth < 10; depth++) {
    s = doc.components?.schemas?.[s.$ref.replace('#/components/schemas/', '')] ?? {};
  }
  return s;
}

function typeOf(s: JsonSchema): string | undefined {
  if (Array.isArray(s.type)) return s.type.find((t) => t !== 'null');
  return s.type;
}

/** 스키마를 통과할 법한 값: 틀린 자리 말고 나머지를 채워 검증이 그 자리까지 가게 한다(맞지 않아도 시험은 된다) */
export function sampleOf(doc: OpenApiDocument, schema: JsonSchema | undefined, depth = 0): unknown {
  const s = resolveSchema(doc, schema);
  if (depth > 6) return null;
  if (s.const !== undefined) return s.const;
  if (s.enum?.length) return s.enum[0];
  if (s.default !== undefined) return s.default;
  const union = s.anyOf ?? s.oneOf;
  if (union?.length) return sampleOf(doc, union.find((u) => resolveSchema(doc, u).type !== 'null') ?? union[0], depth + 1);
  if (s.allOf?.length) return Object.assign({}, ...s.allOf.map((part) => sampleOf(doc, part, depth + 1)));
  switch (typeOf(s)) {
    case 'object': {
      const out: Record<string, unknown> = {};
      for (const [key, prop] of Object.entries(s.properties ?? {})) out[key] = sampleOf(doc, prop, depth + 1);
      return out;
    }
    case 'array':
      return [sampleOf(doc, s.items, depth + 1)];
    case 'integer':
    case 'number':
      return Math.max(1, (s.minimum ?? 0) + 1, (s.exclusiveMinimum ?? 0) + 1);
    case 'boolean':
      return true;
    case 'string':
      if (s.format === 'email') return 'someone@example.com';
      if (s.format === 'date') return '2026-01-01';
      if (s.format === 'date-time') return '2026-01-01T00:00:00.000Z';
      if (s.format === 'uri' || s.format === 'url') return 'https://www.instagram.com/example';
      return 'sample'.padEnd(Math.max(6, s.minLength ?? 0), 'x');
    default:
      return 'sample';
  }
}

/** 본문 안의 값 자리들(깊이 3까지): 객체의 속성과 배열의 첫 칸 */
function leafPaths(value: unknown, prefix: (string | number)[] = [], depth = 0): (string | number)[][] {
  if (depth > 3 || value === null || typeof value !== 'object') return prefix.length ? [prefix] : [];
  const entries: [string | number, unknown][] = Array.isArray(value) ? (value.length ? [[0, value[0]]] : []) : Object.entries(value);
  const inner = entries.flatMap(([k, v]) => leafPaths(v, [...prefix, k], depth + 1));
  // 객체·배열 자리 자체에도 틀린 값을 넣는다(배열 대신 글, 객체 대신 null...)
  return prefix.length ? [prefix, ...inner] : inner;
}

function withValueAt(base: unknown, at: (string | number)[], value: unknown): unknown {
  const copy: unknown = structuredClone(base);
  let node = copy as Record<string | number, unknown>;
  for (const key of at.slice(0, -1)) node = node[key] as Record<string | number, unknown>;
  node[at[at.length - 1]!] = value;
  return copy;
}

const describeValue = (v: unknown) => {
  const text = typeof v === 'string' ? JSON.stringify(v) : JSON.stringify(v) ?? String(v);
  return text.length > 40 ? `${text.slice(0, 40)}…(${text.length})` : text;
};

type BuildOptions = {
  /** 틀리지 않게 채울 경로 값(예: my-page 의 memberId 는 자기 id): 없으면 없는 id */
  pathValue: (name: string, schema: JsonSchema) => string;
};

/** 연산 하나에 보낼 틀린 요청 목록 */
export function malformedRequests(doc: OpenApiDocument, template: string, op: OpenApiOperation, options: BuildOptions): MalformedRequest[] {
  const params = op.parameters ?? [];
  const pathParams = params.filter((p) => p.in === 'path');
  const queryParams = params.filter((p) => p.in === 'query');
  const headerParams = params.filter((p) => p.in === 'header');
  const goodHeaders: Record<string, string> = Object.fromEntries(headerParams.map((p) => [p.name, 'sample-header-value']));

  const fillPath = (bad?: { name: string; value: string }) =>
    template.replace(/\{(\w+)\}/g, (_, name: string) => {
      if (bad?.name === name) return encodeURIComponent(bad.value);
      const param = pathParams.find((p) => p.name === name);
      return encodeURIComponent(options.pathValue(name, resolveSchema(doc, param?.schema)));
    });
  const goodPath = fillPath();

  const out: MalformedRequest[] = [];
  for (const p of pathParams) {
    for (const value of BAD_SEGMENTS) {
      out.push({ what: `경로 ${p.name}=${describeValue(value)}`, path: fillPath({ name: p.name, value }), headers: goodHeaders });
    }
  }

  const query = (pairs: [string, string][]) => `?${pairs.map(([k, v]) => `${k}=${encodeURIComponent(v)}`).join('&')}`;
  for (const p of queryParams) {
    for (const value of BAD_QUERY_VALUES) {
      out.push({ what: `쿼리 ${p.name}=${describeValue(value)}`, path: goodPath + query([[p.name, value]]), headers: goodHeaders });
    }
    // 같은 이름을 두 번
    out.push({ what: `쿼리 ${p.name} 두 번`, path: goodPath + query([[p.name, '1'], [p.name, 'test']]), headers: goodHeaders });
  }
  if (queryParams.length) {
    // 모든 쿼리를 한꺼번에 틀리게(from=test&to=test 처럼 서로를 견주는 검사까지 가게)
    for (const value of ['test', '2024-02-30', '1e30']) {
      out.push({ what: `모든 쿼리=${value}`, path: goodPath + query(queryParams.map((p) => [p.name, value])), headers: goodHeaders });
      // 글 쿼리만 틀리게, 숫자·목록 값은 맞게: 숫자가 먼저 멈추게 하면 기간 검사까지 가지 않는다
      const pairs = queryParams.map((p): [string, string] => {
        const schema = resolveSchema(doc, p.schema);
        return typeOf(schema) === 'string' && !schema.enum ? [p.name, value] : [p.name, String(sampleOf(doc, schema))];
      });
      out.push({ what: `글 쿼리 모두=${value}`, path: goodPath + query(pairs), headers: goodHeaders });
    }
  }

  for (const p of headerParams) {
    for (const value of ['', 'test', LONG]) {
      out.push({ what: `헤더 ${p.name}=${describeValue(value)}`, path: goodPath, headers: { ...goodHeaders, [p.name]: value } });
    }
  }

  const content = op.requestBody?.content ?? {};
  const jsonSchema = content['application/json']?.schema;
  if (jsonSchema) {
    const json = { ...goodHeaders, 'content-type': 'application/json' };
    const base = sampleOf(doc, jsonSchema);
    for (const at of leafPaths(base)) {
      for (const value of BAD_JSON_VALUES) {
        out.push({ what: `본문 ${at.join('.')}=${describeValue(value)}`, path: goodPath, headers: json, body: JSON.stringify(withValueAt(base, at, value)) });
      }
    }
    for (const raw of BAD_RAW_BODIES) out.push({ what: `본문 ${raw}`, path: goodPath, headers: json, body: raw });
    out.push({ what: '본문을 text/plain 으로', path: goodPath, headers: { ...goodHeaders, 'content-type': 'text/plain' }, body: 'x' });
  }
  const formSchema = content['multipart/form-data']?.schema;
  if (formSchema) {
    const names = Object.keys(resolveSchema(doc, formSchema).properties ?? {});
    for (const name of names) {
      for (const value of ['', '\u0000', 'not a file', LONG]) {
        const form = new FormData();
        form.set(name, value);
        out.push({ what: `폼 ${name}=${describeValue(value)}`, path: goodPath, headers: goodHeaders, body: form });
      }
    }
    out.push({ what: '폼 대신 JSON', path: goodPath, headers: { ...goodHeaders, 'content-type': 'application/json' }, body: '{}' });
    out.push({ what: '깨진 multipart', path: goodPath, headers: { ...goodHeaders, 'content-type': 'multipart/form-data; boundary=x' }, body: '--x\r\nbroken' });
  }
  return out;
}
