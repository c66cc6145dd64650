import type { FaqCategory } from '../../../lib/schemas/contents';
import type { Db } from '../client';
import { articles, banners, faqs, notices, popups } from '../schema';
import { DAY_MS } from '../../lib/time';

const NOTICES: { title: string; content: string; isPinned?: boolean; daysAgo: number }[] = [
  {
    title: '추석 연휴 고객센터 운영 안내',
    isPinned: true,
    daysAgo: 1,
    content:
      '추석 연휴 기간에는 고객센터 전화 상담을 쉬고 1:1 문의로만 답변드립니다.\n\n주문 접수와 서비스 진행은 연휴에도 자동으로 이루어지며, 무통장입금 확인은 평소보다 늦어질 수 있습니다. 연휴가 끝난 뒤 접수 순서대로 빠르게 답변드리겠습니다.',
  },
  {
    title: '서비스 이용 가이드',
    daysAgo: 3,
    content:
      '1. 메인 화면에서 채널(인스타그램, 유튜브, 틱톡)을 고릅니다.\n2. 팔로워, 좋아요, 조회수 등 원하는 상품 유형과 상품을 고릅니다.\n3. 계정 아이디나 게시물 주소를 입력하고 수량을 정합니다.\n4. 카드 또는 무통장입금으로 결제하면 바로 작업이 시작됩니다.\n\n진행 상황은 마이페이지 > 내 서비스에서 확인할 수 있습니다.',
  },
  {
    title: '리필 정책 안내',
    daysAgo: 7,
    content:
      '리필 보장 상품은 상품마다 정해진 리필 기간 안에 수량이 줄어들면 다시 채워 드립니다.\n\n마이페이지 > 내 서비스에서 해당 서비스의 [리필 신청] 버튼을 눌러 주세요. 계정을 비공개로 바꾸었거나 아이디를 바꾼 경우, 게시물을 삭제한 경우에는 리필이 어렵습니다.',
  },
  {
    title: '비공개 계정 주문 시 유의사항',
    daysAgo: 12,
    content:
      '비공개 계정에는 팔로워, 좋아요, 조회수 작업을 진행할 수 없습니다. 주문 전에 계정을 공개로 바꾸어 주시고, 작업이 끝날 때까지 공개 상태를 유지해 주세요.\n\n진행 중 비공개로 바뀌면 작업이 멈추며, 이 경우 남은 수량은 환불되지 않을 수 있습니다.',
  },
  {
    title: '무통장입금 확인 시간 안내',
    daysAgo: 20,
    content:
      '무통장입금은 평일 오전 9시부터 오후 6시까지 수시로 확인합니다. 주문자명과 입금자명이 다르면 확인이 늦어질 수 있으니 1:1 문의로 알려 주세요.\n\n주문 화면에 안내된 입금 기한이 지나면 주문이 자동으로 취소됩니다.',
  },
  {
    title: '개인정보 처리방침 개정 안내',
    daysAgo: 35,
    content:
      '개인정보 처리방침의 일부 내용이 개정되어 안내드립니다. 주요 변경 사항은 결제 대행사 변경에 따른 처리 위탁 업체 목록 갱신입니다.\n\n개정된 방침은 공지일로부터 7일 뒤부터 적용됩니다.',
  },
];

const FAQS: [FaqCategory, string, string][] = [
  ['ORDER', '주문 후 언제 시작되나요?', '결제가 확인되면 보통 10분에서 1시간 안에 작업이 시작됩니다. 주문이 몰리는 시간에는 조금 늦어질 수 있으며, 진행 상황은 마이페이지 > 내 서비스에서 확인할 수 있습니다.'],
  ['ORDER', '무통장입금 확인은 언제 되나요?', '평일 오전 9시부터 오후 6시까지 수시로 확인하며, 확인되면 바로 작업이 시작됩니다. 주문자명과 입금자명이 다르면 1:1 문의로 알려 주세요. 안내된 입금 기한이 지나면 주문이 자동 취소됩니다.'],
  ['ORDER', '어떤 결제 수단을 쓸 수 있나요?', '신용·체크카드 결제와 무통장입금을 지원합니다. 카드 결제는 바로 승인되어 작업이 곧바로 시작됩니다.'],
  ['ORDER', '주문을 취소하고 환불받을 수 있나요?', '작업이 시작되기 전이라면 1:1 문의로 취소를 요청해 주세요. 작업이 시작된 뒤에는 진행되지 않은 수량만큼만 환불됩니다.'],
  ['SERVICE', '비공개 계정도 되나요?', '아니요. 비공개 계정에는 작업을 진행할 수 없습니다. 주문 전에 계정을 공개로 바꾸고, 작업이 끝날 때까지 공개 상태를 유지해 주세요.'],
  ['SERVICE', '계정 비밀번호를 알려줘야 하나요?', '필요하지 않습니다. 계정 아이디나 게시물 주소만 있으면 됩니다. 비밀번호를 묻는 연락은 저희가 보낸 것이 아니니 주의해 주세요.'],
  ['SERVICE', '한 번에 다 들어오지 않고 조금씩 들어와요.', '계정 안전을 위해 자연스러운 속도로 나누어 진행합니다. 수량에 따라 수 시간에서 며칠까지 걸릴 수 있습니다.'],
  ['SERVICE', '데일리 상품은 무엇인가요?', '정한 기간 동안 매일 같은 수량을 나누어 넣어 드리는 상품입니다. 새 게시물을 올릴 때마다 따로 주문하지 않아도 됩니다.'],
  ['REFILL', '리필은 어떻게 신청하나요?', '마이페이지 > 내 서비스에서 해당 서비스를 열고 [리필 신청] 버튼을 누르면 됩니다. 리필 기간 안에 줄어든 수량만큼 다시 채워 드립니다.'],
  ['REFILL', '리필이 안 되는 경우가 있나요?', '리필 보장이 없는 상품, 리필 기간이 지난 경우, 계정을 비공개로 바꾸었거나 아이디를 바꾼 경우, 게시물을 삭제한 경우에는 리필이 어렵습니다.'],
  ['REFILL', '작업 중에 계정 아이디를 바꿨어요.', '진행 중인 작업은 예전 아이디로 전달되어 멈출 수 있습니다. 1:1 문의에 서비스 번호와 새 아이디를 남겨 주시면 확인해 드립니다.'],
  ['ACCOUNT', '비밀번호를 잊어버렸어요.', '로그인 화면의 [비밀번호 찾기]에서 가입한 이메일을 입력하면 재설정 메일을 보내 드립니다.'],
  ['ACCOUNT', '회원 탈퇴는 어떻게 하나요?', '마이페이지 > 회원 정보에서 탈퇴할 수 있습니다. 탈퇴하면 적립금과 주문 내역을 다시 볼 수 없습니다.'],
  ['ETC', '후기를 쓰면 혜택이 있나요?', '9,000원 이상 구매한 서비스에 세 줄 이상의 후기를 남기면 1,000원, 전후 비교 사진을 함께 올리면 2,000원을 적립해 드립니다.'],
  ['ETC', '세금계산서나 현금영수증을 받을 수 있나요?', '무통장입금 주문은 1:1 문의로 사업자 정보나 휴대폰 번호를 남겨 주시면 발급해 드립니다.'],
];

const ARTICLES: { title: string; summary: string; thumbnail: string; daysAgo: number; paragraphs: string[] }[] = [
  {
    title: '릴스 조회수를 올리는 5가지 방법',
    summary: '첫 3초, 자막, 음원, 업로드 시간만 바꿔도 릴스의 도달이 달라집니다.',
    thumbnail: '/images/articles/reels-views.webp',
    daysAgo: 2,
    paragraphs: [
      '릴스는 처음 3초 안에 시청자를 붙잡지 못하면 바로 넘겨집니다. 결과 장면이나 질문으로 영상을 시작해 보세요.',
      '소리 없이 보는 사람이 많으므로 자막은 필수입니다. 핵심 문장을 화면 가운데에 크게 넣어 주세요.',
      '인기 음원은 추천 노출에 도움이 됩니다. 다만 영상 분위기와 맞지 않는 음원은 오히려 이탈을 부릅니다.',
      '팔로워가 가장 많이 접속하는 시간은 인사이트에서 확인할 수 있습니다. 그 시간 30분 전에 올려 초기 반응을 모으세요.',
    ],
  },
  {
    title: '팔로워가 늘지 않는 진짜 이유',
    summary: '게시물보다 먼저 보는 것은 프로필입니다. 프로필 점검 체크리스트를 정리했습니다.',
    thumbnail: '/images/articles/follower-growth.webp',
    daysAgo: 6,
    paragraphs: [
      '처음 방문한 사람은 프로필 사진, 이름, 소개 한 줄을 보고 3초 안에 팔로우를 결정합니다.',
      '소개에는 이 계정을 팔로우하면 무엇을 얻는지 한 문장으로 적어 주세요. 예: "매주 월요일 자취 요리 레시피".',
      '게시물 주제가 너무 넓으면 팔로우할 이유가 흐려집니다. 최근 9개 게시물이 한 가지 주제로 보이도록 정리해 보세요.',
    ],
  },
  {
    title: '유튜브 쇼츠 알고리즘 이해하기',
    summary: '쇼츠는 시청 지속 시간과 반복 재생이 노출을 좌우합니다.',
    thumbnail: '/images/articles/youtube-shorts.webp',
    daysAgo: 10,
    paragraphs: [
      '쇼츠는 구독자가 아닌 사람에게 먼저 노출됩니다. 그래서 첫 반응이 좋으면 채널 규모와 상관없이 크게 퍼질 수 있습니다.',
      '끝까지 본 비율과 다시 본 비율이 높을수록 더 많은 사람에게 보여집니다. 마지막 장면이 첫 장면으로 자연스럽게 이어지게 만들어 보세요.',
      '제목과 설명에는 검색될 만한 단어를 넣고, 해시태그는 3개 안팎으로 충분합니다.',
    ],
  },
  {
    title: '틱톡을 처음 시작한다면',
    summary: '계정 설정부터 첫 영상을 올리기까지, 처음 일주일에 할 일을 정리했습니다.',
    thumbnail: '/images/articles/tiktok-start.webp',
    daysAgo: 16,
    paragraphs: [
      '먼저 관심 분야의 영상을 충분히 보고 좋아요를 눌러, 내 계정이 어떤 주제인지 알고리즘이 알 수 있게 해 주세요.',
      '첫 영상은 완벽하지 않아도 됩니다. 일주일 동안 하루 한 편씩 올리며 어떤 영상의 반응이 좋은지 비교해 보세요.',
      '댓글에는 빠르게 답하세요. 댓글 대화가 이어지면 영상이 더 많은 사람에게 추천됩니다.',
    ],
  },
];

const BANNERS = [
  { title: '내 계정을 키우는 가장 쉬운 방법', imageUrl: '/images/banners/welcome.webp' },
  { title: '처음 이용하시나요? 3분 주문 가이드', imageUrl: '/images/banners/first-order.webp' },
  { title: '줄어들면 다시 채워요, 안심 리필 보장', imageUrl: '/images/banners/refill.webp' },
];

/** 데모 콘텐츠. 공지가 하나라도 있으면 운영자가 이미 손댄 것으로 보고 아무것도 넣지 않는다. */
export async function seedContents(db: Db, now = new Date()) {
  const existing = await db.select({ id: notices.id }).from(notices).limit(1);
  if (existing.length > 0) return;
  const ago = (days: number) => new Date(now.getTime() - days * DAY_MS);

  await db.transaction(async (tx) => {
    await tx.insert(notices).values(
      NOTICES.map((n) => ({ title: n.title, content: n.content, isPinned: n.isPinned ?? false, createdAt: ago(n.daysAgo), updatedAt: ago(n.daysAgo) })),
    );
    const orderInCategory = new Map<FaqCategory, number>();
    await tx.insert(faqs).values(
      FAQS.map(([category, question, answer]) => {
        const displayOrder = orderInCategory.get(category) ?? 0;
        orderInCategory.set(category, displayOrder + 1);
        return { category, question, answer, displayOrder };
      }),
    );
    await tx.insert(articles).values(
      ARTICLES.map((a) => ({
        title: a.title,
        summary: a.summary,
        content: a.paragraphs.join('\n\n'),
        thumbnailUrl: a.thumbnail,
        publishedAt: ago(a.daysAgo),
        createdAt: ago(a.daysAgo),
        updatedAt: ago(a.daysAgo),
      })),
    );
    await tx.insert(banners).values(BANNERS.map((b, displayOrder) => ({ ...b, linkUrl: '/', displayOrder })));
    await tx.insert(popups).values({
      title: '신규 회원 첫 구매 안내',
      content:
        '처음 오셨나요? 채널과 상품을 고르고 계정 아이디만 입력하면 주문이 끝납니다. 비공개 계정은 작업할 수 없으니 주문 전에 공개로 바꾸어 주세요.',
      imageUrl: '/images/banners/first-order.webp',
      linkUrl: '/',
      startsAt: ago(1),
      endsAt: new Date(now.getTime() + 365 * DAY_MS),
    });
  });
}
