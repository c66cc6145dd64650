import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import * as OTPAuth from 'otpauth';
import QRCode from 'qrcode';
import { sha256Hex } from '../lib/hash';

const ISSUER = '그로스몰 콘솔';
const PERIOD = 30;
/** 앱과 서버 시계가 30초쯤 어긋나도 받는다(앞뒤 한 칸) */
const WINDOW = 1;

/**
 * TOTP 비밀은 DB 에 평문으로 두지 않는다: 서버의 JWT 비밀에서 HKDF 로 뽑은 키로 AES-256-GCM 암호화.
 * DB 만 새어 나가도 코드를 만들 수 없고, 키를 따로 관리할 변수를 늘리지 않는다.
 */
export function mfaKey(jwtSecret: string): Buffer {
  return Buffer.from(hkdfSync('sha256', jwtSecret, 'operator-mfa', 'totp-secret-v1', 32));
}

export function encryptSecret(key: Buffer, base32: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const body = Buffer.concat([cipher.update(base32, 'utf8'), cipher.final()]);
  return ['v1', iv.toString('base64url'), cipher.getAuthTag().toString('base64url'), body.toString('base64url')].join('.');
}

export function decryptSecret(key: Buffer, stored: string): string {
  const [version, iv, tag, body] = stored.split('.');
  if (version !== 'v1' || !iv || !tag || !body) throw new Error('unknown TOTP secret format');
  const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
}

export function newSecretBase32(): string {
  return new OTPAuth.Secret({ size: 20 }).base32;
}

function totpOf(base32: string, label: string) {
  return new OTPAuth.TOTP({ issuer: ISSUER, label, algorithm: 'SHA1', digits: 6, period: PERIOD, secret: OTPAuth.Secret.fromBase32(base32) });
}

export async function enrolmentOf(base32: string, label: string) {
  const otpauthUri = totpOf(base32, label).toString();
  const svg = await QRCode.toString(otpauthUri, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
  return { otpauthUri, qrDataUrl: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`, secret: base32 };
}

/** 맞는 코드면 그 코드의 시간 칸(step), 아니면 null. 같은 칸을 두 번 쓰지 못하게 부르는 쪽이 step 을 적는다 */
export function matchingStep(base32: string, code: string, now: Date): number | null {
  const delta = totpOf(base32, 'check').validate({ token: code, timestamp: now.getTime(), window: WINDOW });
  if (delta === null) return null;
  return Math.floor(now.getTime() / 1000 / PERIOD) + delta;
}

/** 복구 코드: 헷갈리는 글자(0·O·1·I)를 뺀 8자, 보여 줄 때는 XXXX-XXXX */
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
export function newRecoveryCode(): string {
  const bytes = randomBytes(8);
  const raw = Array.from(bytes, (b) => ALPHABET[b % ALPHABET.length]).join('');
  return `${raw.slice(0, 4)}-${raw.slice(4)}`;
}

/** 저장은 SHA-256 만: 입력은 하이픈·대소문자를 지운 8자로 맞춘 뒤 */
export function hashRecoveryCode(code: string): string {
  return sha256Hex(code.replace(/[\s-]/g, '').toUpperCase());
}

/**
 * 저장한 TOTP 비밀을 푼다: 지금 JWT_SECRET 의 키로, 서명 키를 돌리는 중이면 JWT_PREVIOUS_SECRET 의 키로도.
 * 이전 키로 풀렸으면 지금 키로 다시 싼 값(rewrapped)을 함께 돌려준다: 코드를 맞힌 김에 바꿔 두면 이전 키를 지운 뒤에도 풀린다.
 * 어느 키로도 풀리지 않으면 null(키를 돌리는 기간 없이 바꿨다: 다시 등록해야 한다).
 */
export function openStoredSecret(config: { JWT_SECRET: string; JWT_PREVIOUS_SECRET?: string | undefined }, stored: string) {
  const tryOpen = (jwtSecret: string) => {
    try {
      return decryptSecret(mfaKey(jwtSecret), stored);
    } catch {
      return null;
    }
  };
  const current = tryOpen(config.JWT_SECRET);
  if (current !== null) return { secret: current, rewrapped: null };
  const previous = config.JWT_PREVIOUS_SECRET ? tryOpen(config.JWT_PREVIOUS_SECRET) : null;
  if (previous === null) return null;
  return { secret: previous, rewrapped: encryptSecret(mfaKey(config.JWT_SECRET), previous) };
}
