import type { AppDeps } from '../lib/context';
import { fail } from '../lib/errors';
import { deleteMailsOfMember } from '../mail/mails.repository';
import { deleteNotificationsOfMember } from '../notifications/notifications.repository';
import { changePoints } from '../points/points.service';
import * as repo from './member-tokens.repository';
import { expireUnusedCouponsOf } from '../coupons/member-coupons.repository';
import { countPurchasesWaitingPayment } from './withdrawal.repository';
import { countOpenServices } from '../services/services.repository';
import { renameReviewAuthorOf } from '../reviews/reviews.repository';
import { deleteCartOf } from '../carts/carts.repository';
import { anonymizeMember, deleteLoginAttemptsOf, lockMember } from './members.repository';
import { revokeAllSessionsOfMember } from './sessions.repository';
import { removeIdentitiesOnWithdrawal } from '../social-accounts/identity-unlinks.service';

export const WITHDRAWN_AUTHOR_NAME = '탈퇴한 회원';

/**
 * 회원 탈퇴. 개인정보(이메일·이름·휴대폰·비밀번호)는 바로 지우고, 전자상거래법이 보관하라는 기록
 * (계약·결제 5년, 불만·분쟁 3년: 구매·결제·문의·후기)은 연락처 없이 남긴다. 한 트랜잭션, 회원 행을 잠근 채.
 */
export async function withdrawMember(deps: AppDeps, memberId: number) {
  const now = deps.now();
  await deps.db.transaction(async (tx) => {
    const member = await lockMember(tx, memberId);
    if (!member || member.status === 'DELETED') throw fail('MEMBER_NOT_FOUND');
    // 진행 중인 계약이 있으면 끝난 뒤에: 결과를 알려 줄 연락처가 사라진다
    if ((await countOpenServices(tx, memberId)) > 0) {
      throw fail('SERVICES_IN_PROGRESS');
    }
    if ((await countPurchasesWaitingPayment(tx, memberId)) > 0) {
      throw fail('PAYMENT_PENDING');
    }
    if (member.point > 0) {
      await changePoints(tx, { memberId, type: 'EXPIRED', amount: -member.point, memo: '회원 탈퇴로 소멸' });
    }
    await deleteCartOf(tx, memberId);
    await expireUnusedCouponsOf(tx, memberId);
    await repo.deleteTokensOf(tx, memberId);
    await renameReviewAuthorOf(tx, { memberId, authorName: WITHDRAWN_AUTHOR_NAME });
    if (member.email) await deleteLoginAttemptsOf(tx, member.email);
    // 메일 본문과 받는 주소도 개인정보다: 예전 주소, 확인 전 새 주소로 간 메일까지 지운다
    // 알림(번호·본문)도 같다: 아직 나가지 않은 알림까지 지워 탈퇴한 회원에게는 아무것도 가지 않는다
    await deleteNotificationsOfMember(tx, memberId);
    await deleteMailsOfMember(tx, { memberId, address: member.email });
    // 소셜 연결도 지운다: 같은 계정으로 다시 오면 새 가입이다. 제공자 쪽 끊기는 줄에 넣고 커밋 뒤 일꾼이 부른다
    await removeIdentitiesOnWithdrawal(deps, tx, memberId);
    await revokeAllSessionsOfMember(tx, memberId, now, 'WITHDRAWN');
    if (!(await anonymizeMember(tx, { id: memberId, now }))) {
      throw fail('MEMBER_NOT_FOUND');
    }
  });
}
