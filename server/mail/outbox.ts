import type { Db } from '../db/client';
import { insertMail } from './mails.repository';

export type MailTemplate = 'QNA_REPLY' | 'RESET_PASSWORD' | 'CHANGE_EMAIL' | 'OPERATOR_ALERT' | 'VERIFY_EMAIL' | 'NOTIFICATION';

/**
 * 본문에서 비밀 링크가 들어갈 자리. 메일 행과 관리자 메일함에는 이 글자만 남고,
 * 링크 원문은 secret_link 에 보낼 때까지만 있다(deliver.ts 가 보낼 때 끼운다).
 */
export const HIDDEN_LINK = '(보안을 위해 숨김)';

export type NewMail = {
  template: MailTemplate;
  to: string;
  subject: string;
  text: string;
  html?: string | null;
  /** 회원에게 가는 메일이면 그 회원(탈퇴할 때 함께 지운다) */
  memberId?: number | null;
  /** 비밀 링크(재설정·확인 링크). 주면 text 에 HIDDEN_LINK 자리가 있어야 한다 */
  secretLink?: string;
  now?: Date;
};

/**
 * 보낼 메일 한 통을 아웃박스에 넣는다. 업무와 같은 트랜잭션(tx)으로 부르면
 * 업무가 되돌려질 때 메일도 사라지고, 커밋되면 메일 일꾼(server/jobs/mail-job.ts)이 반드시 보낸다.
 */
export async function enqueueMail(db: Db, m: NewMail): Promise<number> {
  if (m.secretLink !== undefined && !m.text.includes(HIDDEN_LINK)) {
    // 링크를 본문에 그대로 넣으면 DB 와 관리자 화면에 남는다: 만드는 쪽의 실수이므로 바로 알린다
    throw new Error('secretLink 를 주면 본문에 HIDDEN_LINK 자리가 있어야 합니다');
  }
  return insertMail(db, {
    template: m.template,
    toAddress: m.to,
    memberId: m.memberId ?? null,
    subject: m.subject,
    text: m.text,
    html: m.html ?? null,
    secretLink: m.secretLink ?? null,
    ...(m.now ? { createdAt: m.now, nextAttemptAt: m.now } : {}),
  });
}

/** 보낼 때만: 숨긴 자리에 링크 원문을 끼운다 */
export function revealSecretLink(body: string, secretLink: string | null): string {
  // 함수로 넘긴다: 링크에 $& 같은 글자가 있어도 바꿈 패턴으로 읽지 않게
  return secretLink === null ? body : body.replaceAll(HIDDEN_LINK, () => secretLink);
}
