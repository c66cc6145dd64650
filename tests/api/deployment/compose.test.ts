import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import YAML from 'yaml';
import { describe, expect, it } from 'vitest';
import { CONFIG_VARIABLES, loadConfig } from '../../../server/config';
import { launchProblems } from '../../../server/stand-ins/stand-ins';

// 배포 파일(compose.yaml, Dockerfile, deploy/Caddyfile)이 코드와 어긋나지 않는가: 서비스마다 준 변수는 api 의 설정이나
// 웹이 실제로 읽는 변수여야 하고, 예시 값(deploy/production.env.example)으로 채운 api 는 운영 시작 검사를 통과해야 한다.
// 이 기계에서는 이미지를 빌드할 수 없으므로(기반 이미지를 받지 못한다) 파일을 읽어 확인한다.

const ROOT = path.resolve(import.meta.dirname, '../../..');
const read = (file: string) => readFileSync(path.join(ROOT, file), 'utf8');

type Service = {
  image?: string;
  build?: { target?: string; args?: Record<string, string> };
  command?: string[];
  environment?: Record<string, string>;
  depends_on?: Record<string, { condition: string }>;
  deploy?: { replicas?: number };
  healthcheck?: { test: string[] };
  stop_grace_period?: string;
  ports?: string[];
  volumes?: string[];
};
const compose = YAML.parse(read('compose.yaml'), { merge: true }) as { services: Record<string, Service> };
const services = compose.services;

/** KEY=VALUE 줄(주석·빈 줄은 건너뛴다) */
function envFile(text: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const line of text.split('\n')) {
    const m = /^([A-Z][A-Z0-9_]*)=(.*)$/.exec(line.trim());
    if (m) out[m[1]!] = m[2]!;
  }
  return out;
}

/** compose 의 변수 치환: $$, ${NAME}, ${NAME:-기본값}, ${NAME:?메시지}(비었으면 실패) */
function interpolate(value: string, vars: Record<string, string>): string {
  return value.replace(/\$\$|\$\{([A-Z][A-Z0-9_]*)(?:(:-|:\?)([^}]*))?\}/g, (whole, name: string | undefined, op: string | undefined, arg: string | undefined) => {
    if (whole === '$$') return '$';
    const v = vars[name!];
    if (v) return v;
    if (op === ':?') throw new Error(`${name} 이 비어 있습니다: ${arg}`);
    return op === ':-' ? arg! : '';
  });
}

const environmentOf = (service: Service, vars: Record<string, string>) =>
  Object.fromEntries(Object.entries(service.environment ?? {}).map(([k, v]) => [k, interpolate(String(v), vars)]));

const example = envFile(read('deploy/production.env.example'));

/** 웹이 읽는 변수: 웹 소스가 process.env·env. 로 읽는 이름 모두, 그리고 Next 자체가 읽는 것 */
function webVariables(): Set<string> {
  const names = new Set(['NODE_ENV', 'PORT', 'HOSTNAME', 'NEXT_TELEMETRY_DISABLED']);
  const walk = (p: string) => {
    const full = path.join(ROOT, p);
    if (statSync(full).isDirectory()) {
      for (const entry of readdirSync(full)) walk(path.join(p, entry));
    } else if (/\.(ts|tsx|mjs)$/.test(p)) {
      for (const m of readFileSync(full, 'utf8').matchAll(/\benv\.([A-Z][A-Z0-9_]+)/g)) names.add(m[1]!);
    }
  };
  for (const p of ['app', 'lib', 'components', 'hooks', 'proxy.ts', 'instrumentation-client.ts', 'next.config.ts']) walk(p);
  return names;
}

describe('compose.yaml', () => {
  it('PostgreSQL 16(pg_isready -h 127.0.0.1), Redis 7, 한 번짜리 migrate, api 둘·web 둘, 프록시', () => {
    expect(services.postgres!.image).toMatch(/^postgres:16\b/);
    expect(services.postgres!.healthcheck!.test.join(' ')).toContain('pg_isready -h 127.0.0.1');
    expect(services.redis!.image).toMatch(/^redis:7\b/);
    expect(services.migrate!.command).toEqual(['node', 'dist/server/index.js', '--migrate']);
    expect(services.migrate!.build!.target).toBe('api');
    expect(services.api!.image).toBe(services.migrate!.image);
    expect(services.api!.depends_on!.migrate).toEqual({ condition: 'service_completed_successfully' });
    expect(services.api!.deploy!.replicas).toBe(2);
    expect(services.web!.deploy!.replicas).toBe(2);
    expect(services.web!.build!.target).toBe('web');
    expect(services.proxy!.image).toMatch(/^caddy:2\b/);
    expect(services.proxy!.volumes).toContain('./deploy/Caddyfile:/etc/caddy/Caddyfile:ro');
    // api·web 은 프록시 뒤에만: 바깥으로 여는 포트는 프록시 하나
    expect(Object.entries(services).filter(([, s]) => s.ports).map(([name]) => name)).toEqual(['proxy']);
  });

  it('api·migrate 가 받는 변수는 모두 api 설정(server/config.ts)에 있다', () => {
    const known = new Set(CONFIG_VARIABLES);
    for (const name of ['api', 'migrate']) {
      const unknown = Object.keys(services[name]!.environment ?? {}).filter((k) => !known.has(k));
      expect(unknown, name).toEqual([]);
    }
  });

  it('web 이 받는 변수와 빌드 인자는 모두 웹이 읽는 것(lib/env.ts, NEXT_PUBLIC_*, Next 자체)이다', () => {
    const known = webVariables();
    const given = [...Object.keys(services.web!.environment ?? {}), ...Object.keys(services.web!.build!.args ?? {})];
    expect(given.filter((k) => !known.has(k))).toEqual([]);
    expect(given).toEqual(expect.arrayContaining(['NEXT_PUBLIC_API_URL', 'API_INTERNAL_URL', 'REVALIDATE_SECRET']));
  });

  it('예시 값으로 채운 api 는 운영 시작 검사를 통과한다: 시험용 어댑터 없음, 기본 비밀값 없음', () => {
    const env = environmentOf(services.api!, example);
    const config = loadConfig(env);
    expect(config.NODE_ENV).toBe('production');
    expect(launchProblems(config, null)).toEqual([]);
    expect(config).toMatchObject({ MIGRATE_ON_START: false, SEED_DEMO: 'false', TRUST_PROXY: true, PAYMENTS_PROVIDER: 'toss', MAIL_TRANSPORT: 'smtp' });
    expect(config.METRICS_TOKEN).toBeDefined();
    // migrate 도 같은 DB 와 비밀값으로 설정 검사를 통과한다
    expect(loadConfig(environmentOf(services.migrate!, example)).DATABASE_URL).toBe(config.DATABASE_URL);
  });

  it('운영이 요구하는 값이 비면 시작하지 않는다: 비밀값은 compose 가, 어댑터는 api 가 막고, ALLOW_* 는 그대로 넘어간다', () => {
    for (const key of ['POSTGRES_PASSWORD', 'PUBLIC_URL', 'JWT_SECRET', 'REVALIDATE_SECRET', 'METRICS_TOKEN']) {
      expect(() => environmentOf(services.api!, { ...example, [key]: '' }), key).toThrow(key);
    }
    const testPayments = { ...example, PAYMENTS_PROVIDER: 'test' };
    expect(launchProblems(loadConfig(environmentOf(services.api!, testPayments)), null).join('\n')).toContain('ALLOW_TEST_PAYMENTS=true');
    expect(launchProblems(loadConfig(environmentOf(services.api!, { ...testPayments, ALLOW_TEST_PAYMENTS: 'true' })), null)).toEqual([]);
    const { S3_BUCKET: _, ...noBucket } = example;
    expect(launchProblems(loadConfig(environmentOf(services.api!, noBucket)), null).join('\n')).toContain('S3_BUCKET');
  });

  it('api 의 종료 유예(SHUTDOWN_GRACE_SECONDS)가 compose 의 stop_grace_period 보다 짧다', () => {
    const grace = loadConfig(environmentOf(services.api!, example)).SHUTDOWN_GRACE_SECONDS;
    const stop = Number(/^(\d+)s$/.exec(services.api!.stop_grace_period!)![1]);
    expect(grace).toBeLessThan(stop);
  });
});

describe('deploy/Caddyfile', () => {
  const caddy = read('deploy/Caddyfile');
  it('/v1 은 api 로, 나머지는 web 으로, /metrics 는 404', () => {
    expect(caddy).toMatch(/@metrics path \/metrics \/metrics\/\*\s+respond @metrics 404/);
    expect(caddy).toMatch(/@api path \/v1\/\*[^\n]*\n\s*handle @api \{\s*reverse_proxy \{\s*dynamic a api 4000/);
    expect(caddy).toMatch(/handle \{\s*reverse_proxy \{\s*dynamic a web 3000/);
    // /metrics 를 막는 줄이 프록시보다 먼저
    expect(caddy.indexOf('respond @metrics 404')).toBeLessThan(caddy.indexOf('handle @api'));
  });
});

describe('Dockerfile', () => {
  const docker = read('Dockerfile');
  const stage = (name: string) => {
    const start = docker.search(new RegExp(`^FROM .* AS ${name}$`, 'm'));
    const rest = docker.slice(start + 1);
    const next = rest.search(/^FROM /m);
    return next === -1 ? rest : rest.slice(0, next);
  };
  it('Node 24 공식 이미지, api·web 두 목표, 둘 다 root 가 아닌 사용자와 건강 확인', () => {
    expect(docker).toMatch(/^ARG NODE_IMAGE=node:24-bookworm-slim$/m);
    for (const name of ['api', 'web']) {
      const s = stage(name);
      expect(s, name).toMatch(/^USER (?!root)\w+$/m);
      expect(s, name).toMatch(/^HEALTHCHECK /m);
      expect(s, name).toContain('NODE_ENV=production');
    }
    expect(stage('api')).toContain('/v1/health/ready');
    expect(stage('api')).toContain('--from=prod-deps');
    expect(stage('prod-deps')).toContain('npm ci --omit=dev');
    expect(stage('web')).toContain('HOSTNAME=0.0.0.0');
    expect(stage('web')).toContain('.next/standalone');
    expect(stage('web-build')).toContain('NEXT_OUTPUT=standalone');
  });
});
